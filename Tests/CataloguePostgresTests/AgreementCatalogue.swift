import Catalogue
import Foundation

/// The catalogue both stores load for the agreement tests: the bundled catalogue read through
/// the import readers, then hand-made rows with accents, case variants of one beer, a beer
/// repeated with later values, beers without ABV or IBU, and ties in every sort order.
enum AgreementCatalogue {
    static func beers() throws -> [NewBeer] {
        let bundled = try BundledCatalogue.load().batch.beers.map { CatalogueImporter.newBeer($0, origin: .imported) }
        return bundled + handMade
    }

    static let handMade: [NewBeer] = [
        NewBeer(name: "Früh Kölsch", brewery: NewBrewery(name: "Cölner Hofbräu Früh", city: "Köln", country: "Germany"),
                style: "Kölsch", abv: 4.8, ibu: 20),
        NewBeer(name: "Bière de Garde", brewery: NewBrewery(name: "Brasserie Duyck", country: "France"),
                style: "Bière de Garde", abv: 6.5),
        NewBeer(name: "Ölfrühling Spezial", brewery: NewBrewery(name: "Brauerei Ölbaum", country: "DE"),
                style: "Märzen", abv: 5.8, ibu: 24),
        NewBeer(name: "Åbro Økologisk", brewery: NewBrewery(name: "Åbro Bryggeri", country: "Sweden"),
                style: "Lager", abv: 5.2),
        NewBeer(name: "Cervesa Ça Va", brewery: NewBrewery(name: "Cervesera Çà i Là", country: "Spain"),
                style: "Saison", ibu: 28),
        // Decomposed accents: stored in NFC, matched as the composed form.
        NewBeer(name: "Cre\u{0300}me Bru\u{0302}le\u{0301}e Stout", brewery: NewBrewery(name: "Crème Brewing"),
                style: "Imperial Stout", abv: 9.0, ibu: 60),
        // The same beer again, ignoring case: the later row's values win, the missing ones stay.
        NewBeer(name: "FRÜH KÖLSCH", brewery: NewBrewery(name: "cölner hofbräu früh"), abv: 4.9),
        NewBeer(name: "Mystery Ale", brewery: NewBrewery(name: "Nobody Brewing")),
        NewBeer(name: "Mystery Ale", brewery: NewBrewery(name: "Somebody Brewing", country: "US"), style: "Pale Ale"),
        // Ties: the same ABV, IBU and name sort key in several beers, ordered by id.
        NewBeer(name: "Tie Break", brewery: NewBrewery(name: "Ties & Co.", country: "NL"), style: "IPA", abv: 5.0, ibu: 40),
        NewBeer(name: "tie break", brewery: NewBrewery(name: "Other Ties"), style: "IPA", abv: 5.0, ibu: 40),
        NewBeer(name: "Tié Break", brewery: NewBrewery(name: "Third Ties"), style: "IPA", abv: 5.0, ibu: 40),
        NewBeer(name: "Sierra-Nevada Tribute", brewery: NewBrewery(name: "Homage Brewing"), style: "Pale Ale"),
        NewBeer(name: "d'Orval Clone", brewery: NewBrewery(name: "Homage Brewing"), style: "Trappist", abv: 6.2),
        // Words a name repeats: few, and more than a handful.
        NewBeer(name: "Bock Bock Doppelbock", brewery: NewBrewery(name: "Bock Brewing"), style: "Bock"),
        NewBeer(name: "The Ale of the Ale House by the Old Ale Mill Road", brewery: NewBrewery(name: "Mill Road Ales"),
                style: "Ale"),
    ]
}
