import Catalogue
import Foundation
import XCTest

extension CatalogueConformanceSuite {
    /// Every term of the query language over the fixture: free words (case, accents composed or
    /// decomposed, prefixes, phrases, punctuation taken literally), `abv`/`ibu`/`rating` in every
    /// operator, `style:`, `brewery:`, `country:` by code and by name, `fav` with a session (only
    /// that person's) and without one (`QueryError.favouritesNeedUser`), terms combined; the
    /// page's `words`; and each row's fields, with and without a session.
    public static func search(_ subject: ConformanceSubject) async throws {
        let stage = try await Stage.set(on: subject)
        let creme = ConformanceFixture.creme

        // Free words: all must match, each the start of a word of the name, brewery or style.
        await subject.assertNames("", ConformanceFixture.byName)
        await subject.assertNames("   ", ConformanceFixture.byName)
        await subject.assertNames("kolsch", ["Früh Kölsch"])
        await subject.assertNames("KÖLSCH", ["Früh Kölsch"])
        await subject.assertNames("Ko\u{0308}l", ["Früh Kölsch"], "(decomposed input)")
        await subject.assertNames("biere", ["Bière de Garde"])
        await subject.assertNames("bière", ["Bière de Garde"])
        await subject.assertNames("creme brulee", [creme], "(a name stored from decomposed text)")
        await subject.assertNames("Bru\u{0302}l", [creme], "(decomposed input)")
        await subject.assertNames("CRÈME", [creme], "(name and brewery)")
        await subject.assertNames("ORVAL", ["Orval"])
        await subject.assertNames("orv", ["Orval"])
        await subject.assertNames("sier", ["Sierra Nevada Pale Ale", "Torpedo Extra IPA"], "(the brewery's words too)")
        await subject.assertNames("sierra torp", ["Torpedo Extra IPA"])
        await subject.assertNames("ties", ["Tie Break", "tie break"], "(only their breweries' names say ties)")
        await subject.assertNames("stout", [creme, "Guinness Draught", "Old Rasputin"], "(names and styles)")
        await subject.assertNames("imperial", [creme, "Old Rasputin"], "(styles)")
        await subject.assertNames("\"pale ale\"", ["Orval", "Sierra Nevada Pale Ale", "Torpedo Extra IPA"])
        await subject.assertNames("\u{201C}pale ale\u{201D}", ["Orval", "Sierra Nevada Pale Ale", "Torpedo Extra IPA"],
                                  "(curly quotes)")
        await subject.assertNames("chico", [], "(a brewery's city is not searched)")
        await subject.assertNames("zzz", [])
        await subject.assertNames("& orval", ["Orval"])
        await subject.assertNames("d'orval", ["Orval"])
        await subject.assertNames("orval NOT", [])
        await subject.assertNames("NEAR( orv*", [])

        // ABV (missing values never match).
        await subject.assertNames("abv>7", sort: .abv, ["Torpedo Extra IPA", "Old Rasputin", creme, "Westmalle Tripel"])
        await subject.assertNames("abv>=9", sort: .abv, ["Old Rasputin", creme, "Westmalle Tripel"])
        await subject.assertNames("abv<5.5", sort: .abv, ["Guinness Draught", "Früh Kölsch", "Tie Break", "tie break"])
        await subject.assertNames("abv<=4.8", sort: .abv, ["Guinness Draught", "Früh Kölsch"])
        await subject.assertNames("abv:5-7", sort: .abv,
                                  ["Tie Break", "tie break", "Sierra Nevada Pale Ale", "Orval", "Bière de Garde"])
        await subject.assertNames("ABV:5-7", ["Bière de Garde", "Orval", "Sierra Nevada Pale Ale", "Tie Break", "tie break"])
        await subject.assertNames("abv:9.5", ["Westmalle Tripel"])
        await subject.assertNames("abv=6.2", ["Orval"])
        await subject.assertNames("abv=5", ["Tie Break", "tie break"])
        await subject.assertNames("abv>6%", ["Bière de Garde", creme, "Old Rasputin", "Orval", "Torpedo Extra IPA",
                                             "Westmalle Tripel"])
        await subject.assertNames("abv<=.5", [])
        await subject.assertNames("abv>0", ConformanceFixture.byName.filter { $0 != "Mystery Ale" })

        // IBU.
        await subject.assertNames("ibu>=60", sort: .ibu, [creme, "Torpedo Extra IPA", "Old Rasputin"])
        await subject.assertNames("ibu>65", ["Old Rasputin"])
        await subject.assertNames("ibu<30", ["Früh Kölsch"])
        await subject.assertNames("ibu<=32", sort: .ibu, ["Früh Kölsch", "Orval"])
        await subject.assertNames("ibu:30-40", sort: .ibu,
                                  ["Orval", "Westmalle Tripel", "Sierra Nevada Pale Ale", "Tie Break", "tie break"])
        await subject.assertNames("ibu=40", ["Tie Break", "tie break"])
        await subject.assertNames("ibu>0", ConformanceFixture.byName.filter { $0 != "Mystery Ale" && $0 != "Bière de Garde" })

        // The community's average rating (Orval 4.5, Westmalle 4, Früh Kölsch 3, Old Rasputin 3,
        // Guinness 1.5; unrated beers never match).
        await subject.assertNames("rating>=4", ["Orval", "Westmalle Tripel"])
        await subject.assertNames("rating>4", ["Orval"])
        await subject.assertNames("rating>=4.5", ["Orval"])
        await subject.assertNames("rating>5", [])
        await subject.assertNames("rating<3", ["Guinness Draught"])
        await subject.assertNames("rating<=3", ["Früh Kölsch", "Guinness Draught", "Old Rasputin"])
        await subject.assertNames("rating=3", ["Früh Kölsch", "Old Rasputin"])
        await subject.assertNames("rating:3-4", sort: .rating, ["Früh Kölsch", "Old Rasputin", "Westmalle Tripel"])
        await subject.assertNames("rating>0", ["Früh Kölsch", "Guinness Draught", "Old Rasputin", "Orval", "Westmalle Tripel"])
        await subject.assertNames("rating>3 abv>6.5", ["Westmalle Tripel"])

        // style:, brewery:, country:.
        await subject.assertNames("style:stout", [creme, "Guinness Draught", "Old Rasputin"])
        await subject.assertNames("style:\"pale ale\"", ["Orval", "Sierra Nevada Pale Ale", "Torpedo Extra IPA"])
        await subject.assertNames("style:kolsch", ["Früh Kölsch"])
        await subject.assertNames("style=Kölsch", ["Früh Kölsch"])
        await subject.assertNames("style:ipa", ["Tie Break", "tie break"], "(India Pale Ale has no word ipa)")
        await subject.assertNames("style:imp", [creme, "Old Rasputin"], "(the last word is a prefix)")
        await subject.assertNames("style:orval", [], "(a name's word, not a style's)")
        await subject.assertNames("brewery:\"Sierra Nevada\"", ["Sierra Nevada Pale Ale", "Torpedo Extra IPA"])
        await subject.assertNames("brewery:brasserie", ["Bière de Garde", "Orval"])
        await subject.assertNames("brewery:ties", ["Tie Break", "tie break"])
        await subject.assertNames("brewery:creme", [creme])
        await subject.assertNames("brewery:tripel", [], "(a style's word, not a brewery's)")
        await subject.assertNames("country:be", ["Orval", "Westmalle Tripel"], "(given as Belgium and as BE)")
        await subject.assertNames("country:Belgium", ["Orval", "Westmalle Tripel"])
        await subject.assertNames("country:\"united states\"", ["Old Rasputin", "Sierra Nevada Pale Ale", "Torpedo Extra IPA"],
                                  "(Torpedo's brewery's country was given with Sierra Nevada's first beer)")
        await subject.assertNames("country:nl", ["Tie Break", "tie break"])
        await subject.assertNames("country:netherlands", ["Tie Break", "tie break"])
        await subject.assertNames("country:de", ["Früh Kölsch"])
        await subject.assertNames("country:ie", ["Guinness Draught"])
        await subject.assertNames("country:jp", [])

        // Terms combined: every one must hold.
        await subject.assertNames("sierra style:stout", [])
        await subject.assertNames("country:us abv>6", ["Old Rasputin", "Torpedo Extra IPA"])
        await subject.assertNames("stout country:us", ["Old Rasputin"])
        await subject.assertNames("pale brewery:sierra abv<6", ["Sierra Nevada Pale Ale"])

        // fav: the session's own favourites only; nobody signed in is a QueryError.
        await subject.assertNames("fav", as: stage.alice, ["Guinness Draught", "Orval"])
        await subject.assertNames("FAV", as: stage.alice, ["Guinness Draught", "Orval"])
        await subject.assertNames("fav stout", as: stage.alice, ["Guinness Draught"])
        await subject.assertNames("fav abv>5", as: stage.alice, ["Orval"])
        await subject.assertNames("fav", as: stage.bob, [], "(bob keeps none)")
        for text in ["fav", "fav stout"] {
            let request = SearchRequest(query: try QueryParser.parse(text))
            await subject.assertThrows(QueryError.favouritesNeedUser, "«\(text)» with nobody signed in") {
                try await subject.catalogue.search(request, as: nil)
            }
        }

        try await checkWords(subject)
        try await checkRows(subject, stage)
    }

    /// A page carries the query's free words (and only those), whatever it finds.
    private static func checkWords(_ subject: ConformanceSubject) async throws {
        for (text, words) in [("sierra \"pale ale\" abv<100", ["sierra", "pale ale"]), ("abv<100", []),
                              ("zzz", ["zzz"]), ("", []), ("pal kols ibu>1", ["pal", "kols"])] {
            let page = try await subject.catalogue.search(SearchRequest(query: try QueryParser.parse(text)), as: nil)
            XCTAssertEqual(page.words, words, "\(subject.name): the words of «\(text)»")
        }
    }

    /// Rows show the beer, the community's ratings, and the session's own mark and stars.
    private static func checkRows(_ subject: ConformanceSubject, _ stage: Stage) async throws {
        let westmalle = try await subject.row("westmalle", as: nil)
        XCTAssertEqual(westmalle, BeerSummary(id: try stage.id("Westmalle Tripel"), name: "Westmalle Tripel",
                                              breweryName: "Westmalle", country: "BE", style: "Tripel", abv: 9.5, ibu: 36,
                                              isFavourite: false, rating: nil, averageRating: 4, ratingCount: 2),
                       subject.name)
        let mystery = try await subject.row("mystery", as: stage.alice)
        XCTAssertEqual(mystery, BeerSummary(id: try stage.id("Mystery Ale"), name: "Mystery Ale",
                                            breweryName: "Nobody Brewing", country: nil, style: nil, abv: nil, ibu: nil,
                                            isFavourite: false, rating: nil, averageRating: nil, ratingCount: 0),
                       subject.name)
        let creme = try await subject.row("creme", as: nil)
        XCTAssertEqual(creme?.name, ConformanceFixture.creme, "\(subject.name): names are shown in NFC")
        XCTAssertEqual(creme?.breweryName, "Crème Brewing", subject.name)
        let fruh = try await subject.row("fruh", as: nil)
        XCTAssertEqual(fruh?.country, "DE", "\(subject.name): a country given by name shows as its code")

        let orval = try stage.id("Orval")
        for (session, favourite, stars, who) in [(stage.alice, true, 5, "alice"), (stage.bob, false, 4, "bob")] {
            let row = try await subject.row("orval", as: session)
            XCTAssertEqual(row, BeerSummary(id: orval, name: "Orval", breweryName: "Brasserie d'Orval", country: "BE",
                                            style: "Belgian Pale Ale", abv: 6.2, ibu: 32, isFavourite: favourite,
                                            rating: stars, averageRating: 4.5, ratingCount: 2),
                           "\(subject.name): Orval as \(who) sees it")
        }
        let anonymous = try await subject.row("orval", as: nil)
        XCTAssertEqual(anonymous?.isFavourite, false, "\(subject.name): nobody signed in has no favourites")
        XCTAssertNil(anonymous?.rating, "\(subject.name): nobody signed in has no stars")
        XCTAssertEqual(anonymous?.averageRating, 4.5, subject.name)
        XCTAssertEqual(anonymous?.ratingCount, 2, subject.name)

        // Every row of the whole list, as alice and as nobody.
        let everything = SearchRequest(query: CatalogueQuery(), limit: 100)
        let asAlice = try await subject.catalogue.search(everything, as: stage.alice).beers
        let asNobody = try await subject.catalogue.search(everything, as: nil).beers
        XCTAssertEqual(asAlice.map(\.name), ConformanceFixture.byName, subject.name)
        XCTAssertEqual(asNobody.map(\.name), ConformanceFixture.byName, subject.name)
        for row in asAlice {
            XCTAssertEqual(row.isFavourite, Stage.aliceFavourites.contains(row.name), "\(subject.name): \(row.name) as alice")
            XCTAssertEqual(row.rating, Stage.aliceRatings[row.name], "\(subject.name): \(row.name) as alice")
        }
        for row in asNobody {
            XCTAssertFalse(row.isFavourite, "\(subject.name): \(row.name) as nobody")
            XCTAssertNil(row.rating, "\(subject.name): \(row.name) as nobody")
            let stars = [Stage.aliceRatings[row.name], Stage.bobRatings[row.name]].compactMap { $0 }
            XCTAssertEqual(row.ratingCount, stars.count, "\(subject.name): \(row.name)'s raters")
            XCTAssertEqual(row.averageRating, stars.isEmpty ? nil : Double(stars.reduce(0, +)) / Double(stars.count),
                           "\(subject.name): \(row.name)'s average")
        }
    }
}
