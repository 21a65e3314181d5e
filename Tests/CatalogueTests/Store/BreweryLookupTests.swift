@testable import Catalogue
import GRDB
import XCTest

/// `BreweryLookup` reads a brewery through SQLite's C API: it must read back exactly what is
/// stored, absent fields as nil, and find nothing for a key nobody has.
final class BreweryLookupTests: XCTestCase {
    func testReadsBackWhatIsStoredAndNothingForAnUnknownKey() throws {
        let store = try CatalogueStore.inMemory()
        _ = try store.write { tx in
            try tx.upsertBrewery(NewBrewery(name: "Brauhaus Über", city: "Köln", country: "DE"))
            try tx.upsertBrewery(NewBrewery(name: "Plain"))
        }
        try store.database.read { db in
            let lookup = try BreweryLookup(db)
            let found = try XCTUnwrap(try lookup.brewery(key: "brauhaus über"))
            XCTAssertEqual(found.name, "Brauhaus Über")
            XCTAssertEqual(found.sortKey, "brauhaus uber")
            XCTAssertEqual(found.city, "Köln")
            XCTAssertNil(found.region)
            XCTAssertEqual(found.country, "DE")
            let plain = try XCTUnwrap(try lookup.brewery(key: "plain"))
            XCTAssertEqual([plain.name, plain.sortKey], ["Plain", "plain"])
            XCTAssertNil(plain.city)
            XCTAssertNotEqual(plain.id, found.id)
            XCTAssertNil(try lookup.brewery(key: "Plain"), "keys are stored lower-case")
            XCTAssertNil(try lookup.brewery(key: ""))
            XCTAssertEqual(try lookup.brewery(key: "plain")?.id, plain.id, "the statement is ready again after each lookup")
        }
    }
}
