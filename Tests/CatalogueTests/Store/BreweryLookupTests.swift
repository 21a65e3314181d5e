@testable import Catalogue
import GRDB
import XCTest

/// `BreweryLookup` reads the breweries of a name through SQLite's C API: it must read back exactly
/// what is stored, absent fields as nil, every brewery of the name first made first, and find
/// nothing for a key nobody has.
final class BreweryLookupTests: XCTestCase {
    func testReadsBackWhatIsStoredAndNothingForAnUnknownKey() throws {
        let store = try CatalogueStore.inMemory()
        _ = try store.write { tx in
            try tx.upsertBrewery(NewBrewery(name: "Brauhaus Über", city: "Köln", country: "DE"))
            try tx.upsertBrewery(NewBrewery(name: "Plain"))
            try tx.upsertBrewery(NewBrewery(name: "BRAUHAUS ÜBER", city: "Wien", country: "AT"))
        }
        try store.database.read { db in
            let lookup = try BreweryLookup(db)
            let both = try lookup.breweries(key: "brauhaus über")
            XCTAssertEqual(both.map(\.city), ["Köln", "Wien"])
            let found = try XCTUnwrap(both.first)
            XCTAssertEqual(found.name, "Brauhaus Über")
            XCTAssertEqual(found.sortKey, "brauhaus uber")
            XCTAssertEqual(found.city, "Köln")
            XCTAssertNil(found.region)
            XCTAssertEqual(found.country, "DE")
            let plain = try XCTUnwrap(try lookup.breweries(key: "plain").first)
            XCTAssertEqual([plain.name, plain.sortKey], ["Plain", "plain"])
            XCTAssertNil(plain.city)
            XCTAssertNotEqual(plain.id, found.id)
            XCTAssertEqual(try lookup.breweries(key: "Plain").count, 0, "keys are stored lower-case")
            XCTAssertEqual(try lookup.breweries(key: "").count, 0)
            XCTAssertEqual(try lookup.breweries(key: "plain").map(\.id), [plain.id], "the statement is ready again after each lookup")
        }
    }
}
