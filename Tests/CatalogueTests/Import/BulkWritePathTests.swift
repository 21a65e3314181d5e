@testable import Catalogue
import PTYTestSupport
import XCTest

/// The shortcuts that keep bulk imports fast must not change what is stored.
final class BulkWritePathTests: XCTestCase {
    func testNormalisationFastPathAgreesWithFoundation() {
        for text in ["Pale Ale", "Kölsch", " Kölsch ", "\u{00A0}Märzen\u{00A0}", "Ko\u{0308}lsch", "Bière\n", "日本", ""] {
            let expected = text.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
            XCTAssertEqual(Array(text.catalogueNormalised.unicodeScalars), Array(expected.unicodeScalars), text.debugDescription)
        }
        XCTAssertEqual("Kölsch".foldedKey, "kolsch")
        XCTAssertEqual("PALE Ale".foldedKey, "pale ale")
    }

    func testRepeatedBreweryUpsertsStillApplyChanges() throws {
        let store = try CatalogueStore(path: makeTemporaryDirectory().appendingPathComponent("db.sqlite").path)
        let outcomes = try store.write { tx in
            try [
                NewBrewery(name: "Alt Brewery", city: "Düsseldorf"),
                NewBrewery(name: "Alt Brewery", city: "Düsseldorf"),
                NewBrewery(name: "ALT BREWERY", region: "Nordrhein-Westfalen"),
                NewBrewery(name: "Alt Brewery", city: "Düsseldorf"),
            ].map { try tx.upsertBrewery($0).outcome }
        }
        XCTAssertEqual(outcomes, [.added, .unchanged, .updated, .updated])
        try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "One", brewery: NewBrewery(name: "Alt Brewery"), style: "Altbier"))
            try tx.upsert(beer: NewBeer(name: "Two", brewery: NewBrewery(name: "Alt Brewery"), style: "altbier"))
        }
        let beers = try store.allBeers()
        XCTAssertEqual(beers.map(\.brewery.city), ["Düsseldorf", "Düsseldorf"])
        XCTAssertEqual(Set(beers.compactMap(\.style?.id)).count, 1, "one style row for both spellings")
        XCTAssertEqual(try store.stats().styles, 1)
    }
}
