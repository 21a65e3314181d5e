/// Every query the query-language tests use (Tests/CatalogueTests/Query and Search), gathered in
/// one list, and a few typical ones more: the agreement tests run each on both stores. Some do
/// not parse; those must fail alike and are left out of the comparison.
enum SharedQueries {
    static let fromQueryLanguageTests = [
        "", "   ", "& orval", "ABV:5-7", "Ko\u{0308}l", "KÖLSCH", "NEAR( orv*", "\"pale ale\"",
        "\u{201C}old ras\u{201D}", "abv fav5 10:30", "abv:5", "abv:5-7", "abv:6-7", "abv:9.5", "abv<100",
        "abv<5.5", "abv<=.5", "abv<=4.8", "abv=5", "abv=6.2", "abv>0", "abv>5", "abv>6%", "abv>7", "abv>=6",
        "abv>=9", "ale", "beer", "biere", "brewery:\"Sierra Nevada\"", "brewery:abbaye", "brewery:brasserie",
        "country:Belgium", "country:\"united states\"", "country:be", "country:nl", "country:uk",
        "country:us abv>6", "d'orval", "extra stout", "fav stout", "fav", "guinn", "guinness", "ibu:30-40",
        "ibu:30-60", "ibu<20", "ibu<30", "ibu<=32", "ibu>65", "ibu>=60", "kolsch", "lager abv>11", "orv",
        "orval NOT", "orval", "pal kols abv<100", "pale  \"sierra nevada\" kölsch", "pale", "sier",
        "sierra style:stout", "sierra torp", "stout", "style:\"pale ale\"", "style:kolsch",
        "style:stout brewery:\"Sierra Nevada\" country:be fav ipa", "style:stout", "style:trappist",
        "style=Kölsch", "vert", "westmalle", "zwick", "zzz",
        // The community-rating filters of the query-language and rating tests.
        "rating", "rating:2-3", "rating:2-4", "rating:3-4 stout", "rating:5-3", "rating<3 abv>5",
        "rating<3", "rating<=1 country:be", "rating<=3", "rating=3", "rating=4", "rating=5", "rating>",
        "rating>0", "rating>2 abv>8", "rating>2 stout", "rating>3 abv>6.5", "rating>3", "rating>4",
        "rating>5", "rating>=2.5 pa", "rating>=4", "rating>=4.5", "rating>x", "rating~4",
    ]

    /// Typical queries, and the accented, repeated and tied rows of `AgreementCatalogue.handMade`.
    static let typical = [
        "ipa", "a", "s", "st", "b", "pale ale", "imperial", "brauerei", "brewery:brauerei", "country:de",
        "abv>5 ibu<40", "ölfrühling", "olfruhling", "abro", "økologisk", "ca va", "çà", "creme brulee",
        "crème", "mystery", "tie", "tie break", "\"bock bock\"", "\"bock bock doppel\"",
        "\"the ale of the ale house\"", "\"ale mill\"", "\"old ale m\"", "\"tie break\"", "sierra-nevada", "\"sierra nevada\" trib",
        "style:\"imperial stout\"", "fav ipa", "fav abv>5", "country:se", "country:es ibu>20",
    ]

    static let all = fromQueryLanguageTests + typical
}
