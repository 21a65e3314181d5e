import Catalogue
import Foundation
import GRDB
import PTYTestSupport
import XCTest

final class CatalogueStoreTests: XCTestCase {
    func testCreatesPrivateDirectoryAndFile() throws {
        let directory = try makeTemporaryDirectory()
        let path = directory.appendingPathComponent("nested/data/taproom.sqlite").path
        _ = try CatalogueStore(path: path)
        let fileMode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        let dirMode = try FileManager.default.attributesOfItem(
            atPath: (path as NSString).deletingLastPathComponent)[.posixPermissions] as? Int
        XCTAssertEqual(fileMode, 0o600)
        XCTAssertEqual(dirMode, 0o700)
    }

    func testUsesWALMode() throws {
        let directory = try makeTemporaryDirectory()
        let path = directory.appendingPathComponent("taproom.sqlite").path
        _ = try CatalogueStore(path: path)
        let queue = try DatabaseQueue(path: path)
        let mode = try queue.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        XCTAssertEqual(mode, "wal")
    }

    func testTheSameBeerTwiceInOneTransactionWithANewBreweryIsUpdatedNotDuplicated() throws {
        let store = try Fixtures.store(in: self, beers: [])
        let outcomes = try store.write { tx in
            [try tx.upsert(beer: NewBeer(name: "Fresh Ale", brewery: NewBrewery(name: "New Place"), abv: 5)).outcome,
             try tx.upsert(beer: NewBeer(name: "FRESH ALE", brewery: NewBrewery(name: "New Place"), abv: 5.5)).outcome,
             try tx.upsert(beer: NewBeer(name: "Other Ale", brewery: NewBrewery(name: "New Place"))).outcome]
        }
        XCTAssertEqual(outcomes, [.added, .updated, .added])
        XCTAssertEqual(try store.stats().beers, 2)
        XCTAssertEqual(try store.allBeers().first { $0.name == "FRESH ALE" }?.abv, 5.5)
    }

    func testUpsertAddsUpdatesAndLeavesUnchanged() throws {
        let store = try Fixtures.store(in: self, beers: [])
        let beer = NewBeer(name: "Orval", brewery: NewBrewery(name: "Orval"), abv: 6.2)
        let first = try store.write { tx in try tx.upsert(beer: beer).outcome }
        let again = try store.write { tx in try tx.upsert(beer: beer).outcome }
        var stronger = beer
        stronger.name = "ORVAL"
        stronger.abv = 6.9
        let changed = try store.write { tx in try tx.upsert(beer: stronger) }
        XCTAssertEqual([first, again, changed.outcome], [.added, .unchanged, .updated])
        XCTAssertEqual(try store.stats().beers, 1)
        XCTAssertEqual(try store.beer(id: changed.id)?.abv, 6.9)
        XCTAssertEqual(try store.beer(id: changed.id)?.name, "ORVAL")
    }

    func testUpsertKeepsStoredFieldsWhenNewOnesAreMissing() throws {
        let store = try Fixtures.store(in: self, beers: [])
        let full = NewBeer(name: "Orval", brewery: NewBrewery(name: "Orval"), style: "Pale Ale", abv: 6.2, ibu: 32,
                           colour: Colour(ebc: 19.7), description: "Dry.")
        let id = try store.write { tx in try tx.upsert(beer: full).id }
        let outcome = try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "Orval", brewery: NewBrewery(name: "Orval"))).outcome
        }
        XCTAssertEqual(outcome, .unchanged)
        let stored = try XCTUnwrap(try store.beer(id: id))
        XCTAssertEqual(stored.style?.name, "Pale Ale")
        XCTAssertEqual(stored.ibu, 32)
        XCTAssertEqual(try XCTUnwrap(stored.colour?.srm), 10, accuracy: 1e-9)
        XCTAssertEqual(stored.description, "Dry.")
    }

    func testUniqueNameIgnoresUnicodeCaseAndNormalisationForm() throws {
        let store = try Fixtures.store(in: self, beers: [])
        let decomposed = "Ko\u{0308}lsch"
        let changes = try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "Kölsch", brewery: NewBrewery(name: "Früh")))
            try tx.upsert(beer: NewBeer(name: decomposed.uppercased(), brewery: NewBrewery(name: "FRÜH")))
            return tx.changes
        }
        XCTAssertEqual(changes.beersAdded, 1)
        XCTAssertEqual(changes.beersUpdated, 1)
        XCTAssertEqual(changes.breweriesAdded, 1)
        let beer = try XCTUnwrap(try store.allBeers().first)
        XCTAssertEqual(beer.name, "KÖLSCH")
        XCTAssertEqual(beer.name.unicodeScalars.count, 6, "stored in NFC")
    }

    func testWriteIsAllOrNothing() throws {
        let store = try Fixtures.store(in: self)
        let before = try store.stats()
        XCTAssertThrowsError(try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "New One", brewery: NewBrewery(name: "New Brewery")))
            try tx.upsert(beer: NewBeer(name: "  ", brewery: NewBrewery(name: "New Brewery")))
        }) { error in
            XCTAssertEqual(error as? StoreError, .invalidValue("a beer needs a name"))
        }
        XCTAssertEqual(try store.stats(), before)
    }

    func testDryRunReportsButRollsBack() throws {
        let store = try Fixtures.store(in: self)
        let before = try store.stats()
        let changes = try store.dryRun { tx in
            try tx.upsert(beer: NewBeer(name: "New One", brewery: NewBrewery(name: "New Brewery")))
            try tx.upsert(beer: Fixtures.beers[0])
            return tx.changes
        }
        XCTAssertEqual(changes.beersAdded, 1)
        XCTAssertEqual(changes.beersUnchanged, 1)
        XCTAssertEqual(changes.breweriesAdded, 1)
        XCTAssertEqual(try store.stats(), before)
    }

    func testBundledUpsertNeverOverwritesImportedBeer() throws {
        let store = try Fixtures.store(in: self, beers: [])
        let imported = NewBeer(name: "Orval", brewery: NewBrewery(name: "Orval"), abv: 6.0)
        var bundled = imported
        bundled.abv = 6.2
        bundled.origin = .bundled
        let id = try store.write { tx in try tx.upsert(beer: imported).id }
        let outcome = try store.write { tx in try tx.upsert(beer: bundled).outcome }
        XCTAssertEqual(outcome, .unchanged)
        XCTAssertEqual(try store.beer(id: id)?.abv, 6.0)
        XCTAssertEqual(try store.beer(id: id)?.origin, .imported)
    }

    func testMetaRoundTrip() throws {
        let store = try Fixtures.store(in: self, beers: [])
        XCTAssertNil(try store.meta(forKey: MetaKey.bundledCatalogueVersion))
        try store.write { tx in try tx.setMeta("1", forKey: MetaKey.bundledCatalogueVersion) }
        try store.write { tx in try tx.setMeta("2", forKey: MetaKey.bundledCatalogueVersion) }
        XCTAssertEqual(try store.meta(forKey: MetaKey.bundledCatalogueVersion), "2")
    }

    func testBreweryCountryIsRecognisedByNameOrCode() throws {
        let store = try Fixtures.store(in: self)
        let countries = try store.allBeers().reduce(into: [String: String?]()) { $0[$1.brewery.name] = $1.brewery.countryCode }
        XCTAssertEqual(countries["Westmalle"], "BE")
        XCTAssertEqual(countries["Brasserie d'Orval"], "BE")
        XCTAssertEqual(countries["Guinness"], "IE")
        XCTAssertEqual(countries["Nobody Brewing"], .some(nil))
    }

    func testColourConvertsBetweenSRMAndEBC() {
        XCTAssertEqual(Colour(srm: 10).ebc, 19.7, accuracy: 1e-9)
        XCTAssertEqual(Colour(ebc: 39.4).srm, 20, accuracy: 1e-9)
    }
}
