import Catalogue
import Foundation
import PTYTestSupport
import XCTest

/// Small hand-made catalogues for store, search and CLI tests.
enum Fixtures {
    static let beers: [NewBeer] = [
        NewBeer(name: "Früh Kölsch", brewery: NewBrewery(name: "Cölner Hofbräu Früh", city: "Köln", country: "Germany"),
                style: "Kölsch", abv: 4.8, ibu: 20),
        NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval", country: "Belgium"),
                style: "Belgian Pale Ale", abv: 6.2, ibu: 32),
        NewBeer(name: "Westmalle Tripel", brewery: NewBrewery(name: "Westmalle", country: "BE"),
                style: "Tripel", abv: 9.5, ibu: 36),
        NewBeer(name: "Sierra Nevada Pale Ale", brewery: NewBrewery(name: "Sierra Nevada Brewing Co.", city: "Chico", country: "United States"),
                style: "American Pale Ale", abv: 5.6, ibu: 38),
        NewBeer(name: "Torpedo Extra IPA", brewery: NewBrewery(name: "Sierra Nevada Brewing Co."),
                style: "India Pale Ale", abv: 7.2, ibu: 65),
        NewBeer(name: "Guinness Draught", brewery: NewBrewery(name: "Guinness", city: "Dublin", country: "Ireland"),
                style: "Irish Dry Stout", abv: 4.2, ibu: 45),
        NewBeer(name: "Bière de Garde", brewery: NewBrewery(name: "Brasserie Duyck", country: "France"),
                style: "Bière de Garde", abv: 6.5),
        NewBeer(name: "Old Rasputin", brewery: NewBrewery(name: "North Coast Brewing", country: "US"),
                style: "Russian Imperial Stout", abv: 9.0, ibu: 75),
        NewBeer(name: "Mystery Ale", brewery: NewBrewery(name: "Nobody Brewing"), style: nil),
    ]

    /// A store in memory holding `beers`: for tests where the file is not the point.
    static func store(in test: XCTestCase, beers: [NewBeer] = Fixtures.beers) throws -> CatalogueStore {
        let store = try CatalogueStore.inMemory()
        try store.write { tx in for beer in beers { try tx.upsert(beer: beer) } }
        return store
    }

    /// A store in a temporary directory holding `beers`: for tests where another connection
    /// (another process's stand-in) opens the same file.
    static func fileStore(in test: XCTestCase, beers: [NewBeer] = Fixtures.beers) throws -> CatalogueStore {
        let directory = try test.makeTemporaryDirectory()
        let store = try CatalogueStore(path: directory.appendingPathComponent("db/taproom.sqlite").path)
        try store.write { tx in for beer in beers { try tx.upsert(beer: beer) } }
        return store
    }
}
