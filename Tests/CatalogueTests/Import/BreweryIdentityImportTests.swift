@testable import Catalogue
import GRDB
import PTYTestSupport
import XCTest

/// Two breweries that share a name are one brewery unless their places disagree
/// (`BreweryIdentity`): importing craft-cans' Mikkeller of Pottstown, PA must neither move the
/// bundled Mikkeller beers out of Copenhagen nor lose a row that knows no place.
final class BreweryIdentityImportTests: XCTestCase {
    func testImportingCraftCansKeepsTheBundledMikkellerInCopenhagen() throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("catalogue.sqlite").path
        let store = try CatalogueStore.openInstallingBundledCatalogue(path: path)
        defer { try? store.close() }
        let before = try beers(matching: "mikkeller", in: store)
        XCTAssertFalse(before.isEmpty, "the bundled catalogue has Mikkeller beers")
        XCTAssertEqual(Set(before.map(\.brewery.city)), ["Copenhagen"])

        let summary = try CatalogueImporter.importFiles(
            ["craft-cans-shared-names/beers.csv", "craft-cans-shared-names/breweries.csv"].map(ImportFixtures.path),
            into: store)
        XCTAssertEqual(summary.breweriesAdded, 1, "Mikkeller of Pottstown is new; Sierra Nevada of Chico, US is the bundled one")
        XCTAssertEqual(summary.beersAdded, 3, "Pottstown's Beer Geek Breakfast is not Copenhagen's")

        let after = try beers(matching: "mikkeller", in: store)
        let copenhagen = after.filter { $0.brewery.city == "Copenhagen" }
        XCTAssertEqual(copenhagen, before, "every bundled Mikkeller beer is where and as it was")
        let pottstown = after.filter { $0.brewery.city == "Pottstown" }
        XCTAssertEqual(pottstown.map(\.name).sorted(), ["Beer Geek Breakfast", "Hop Pottstown"])
        XCTAssertEqual(Set(pottstown.map(\.brewery.region)), ["PA"])
        XCTAssertEqual(Set(pottstown.map(\.brewery.countryCode)), ["US"])
        XCTAssertEqual(Set(pottstown.map(\.brewery.id)).count, 1)
        XCTAssertFalse(copenhagen.contains { $0.brewery.id == pottstown[0].brewery.id })
        XCTAssertEqual(after.count, before.count + 2, "a search for the name finds both breweries' beers")

        let sierra = try beers(matching: "brewery:\"sierra nevada\"", in: store)
        XCTAssertEqual(Set(sierra.map(\.brewery.id)).count, 1, "a brewery whose place agrees is the same brewery")
        XCTAssertTrue(sierra.contains { $0.name == "Say Anything" })
        XCTAssertEqual(Set(sierra.map(\.brewery.city)), ["Chico"])
    }

    /// A brewery is the same as a stored one of its name unless both know a country and those
    /// differ, or both know a city and those differ; of several, the one agreeing on more, then
    /// the first made.
    func testABreweryIsTheSameUnlessItsPlaceDisagrees() throws {
        let store = try CatalogueStore.inMemory()
        func brewery(_ name: String, city: String? = nil, country: String? = nil) throws -> Int64 {
            try store.write { try $0.upsertBrewery(NewBrewery(name: name, city: city, country: country)).id }
        }
        let copenhagen = try brewery("Mikkeller", city: "Copenhagen", country: "Denmark")
        XCTAssertEqual(try brewery("MIKKELLER", country: "DK"), copenhagen, "the same country, as a code or a name")
        XCTAssertEqual(try brewery("mikkeller", city: "COPENHAGEN"), copenhagen, "no country: the cities agree")
        XCTAssertEqual(try brewery("Mikkeller"), copenhagen, "no place at all: the one there is")
        let pottstown = try brewery("Mikkeller", city: "Pottstown", country: "US")
        XCTAssertNotEqual(pottstown, copenhagen, "another country and city: another brewery")
        XCTAssertEqual(try brewery("Mikkeller", country: "United States"), pottstown)
        XCTAssertEqual(try brewery("Mikkeller", city: "pottstown"), pottstown)
        let sanDiego = try brewery("Mikkeller", city: "San Diego", country: "US")
        XCTAssertEqual(Set([copenhagen, pottstown, sanDiego]).count, 3, "the same country, another city: another brewery")
        XCTAssertEqual(try brewery("Mikkeller"), copenhagen, "no place at all: the first made")
        XCTAssertEqual(try brewery("Mikkeller", country: "usa"), pottstown, "two agree as much: the first made")
        XCTAssertEqual(try brewery("Mikkeller", city: "San Diego"), sanDiego, "the one whose city agrees")
        XCTAssertEqual(try store.stats().breweries, 3)
        let places = try store.database.read { db in
            try Row.fetchAll(db, sql: "SELECT city, country_code FROM breweries ORDER BY id").map { [$0["city"], $0["country_code"]] as [String?] }
        }
        XCTAssertEqual(places, [["COPENHAGEN", "DK"], ["pottstown", "US"], ["San Diego", "US"]])
    }

    /// A brewery stored without a place takes the first place a row gives it (then the next rows
    /// must agree with it); its beers stay with it, and a row whose place disagrees makes another.
    func testARowFillsInThePlaceOfABreweryThatHadNone() throws {
        let store = try CatalogueStore.inMemory()
        _ = try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "Nameless", brewery: NewBrewery(name: "Anonymous"), abv: 4))
        }
        let summary = try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "Portland Pale", brewery: NewBrewery(name: "Anonymous", city: "Portland", country: "US")))
            try tx.upsert(beer: NewBeer(name: "Oslo Stout", brewery: NewBrewery(name: "anonymous", city: "Oslo", country: "NO")))
            try tx.upsert(beer: NewBeer(name: "Nameless", brewery: NewBrewery(name: "Anonymous", city: "Portland"), abv: 4.5))
            return tx.changes
        }
        XCTAssertEqual(summary.breweriesAdded, 1)
        XCTAssertEqual(summary.beersAdded, 2)
        XCTAssertEqual(summary.beersUpdated, 1)
        let beers = Dictionary(uniqueKeysWithValues: try store.allBeers().map { ($0.name, $0) })
        let nameless = try XCTUnwrap(beers["Nameless"])
        XCTAssertEqual(nameless.abv, 4.5)
        XCTAssertEqual(nameless.brewery.city, "Portland")
        XCTAssertEqual(nameless.brewery.countryCode, "US")
        XCTAssertEqual(beers["Portland Pale"]?.brewery.id, nameless.brewery.id)
        let oslo = try XCTUnwrap(beers["Oslo Stout"])
        XCTAssertNotEqual(oslo.brewery.id, nameless.brewery.id)
        XCTAssertEqual(oslo.brewery.name, "anonymous")
        XCTAssertEqual(oslo.brewery.countryCode, "NO")
    }

    /// A file read whole (as `importFile` reads one, on every store) merges a repeated row only
    /// into one whose brewery is at the same place; the store tells the others apart.
    func testAFilesRepeatedRowsMergeOnlyWhenTheirBreweriesAreAtTheSamePlace() throws {
        let file = ImportedFile(bytes: Array("""
            name,brewery,city,country,abv
            Beer Geek Breakfast,Mikkeller,Copenhagen,Denmark,7.5
            Beer Geek Breakfast,MIKKELLER,Pottstown,US,6.5
            Beer Geek Breakfast,Mikkeller,copenhagen,DK,7.6
            Beer Geek Breakfast,Mikkeller,,,

            """.utf8), format: .csv, name: "beers.csv")
        let read = try file.beers()
        XCTAssertEqual(read.beers.map(\.brewery.city), ["copenhagen", "Pottstown", nil])
        XCTAssertEqual(read.batch.duplicatesMerged, 1)
        let store = try CatalogueStore.inMemory()
        let changes = try store.write { tx in
            for beer in read.beers { try tx.upsert(beer: beer) }
            return tx.changes
        }
        XCTAssertEqual(changes.breweriesAdded, 2)
        XCTAssertEqual(changes.beersAdded, 2)
        let beers = try beers(matching: "mikkeller", in: store)
        XCTAssertEqual(beers.map { "\($0.abv ?? 0) \($0.brewery.countryCode ?? "-")" }, ["7.6 DK", "6.5 US"])
    }

    /// A catalogue made when a brewery's name was UNIQUE is upgraded: its breweries keep their ids,
    /// places and beers, and a brewery of the same name elsewhere can then be added.
    func testAnOlderCatalogueIsUpgradedKeepingItsBreweries() throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("old.sqlite").path
        let old = try DatabaseQueue(path: path)
        try CatalogueSchema.migrator.migrate(old, upTo: "v8-beer-identity-index")
        try old.write { db in
            try db.execute(sql: """
                INSERT INTO breweries (id, name, name_key, sort_key, city, country, country_code)
                VALUES (7, 'Mikkeller', 'mikkeller', 'mikkeller', 'Copenhagen', 'DK', 'DK'),
                       (9, 'Kernel', 'kernel', 'kernel', 'London', NULL, NULL);
                INSERT INTO beers (name, name_key, sort_key, brewery_id, brewery_sort)
                VALUES ('Beer Geek Breakfast', 'beer geek breakfast', 'beer geek breakfast', 7, 'mikkeller');
                """)
        }
        try old.close()
        let store = try CatalogueStore(path: path, access: .existing)
        defer { try? store.close() }
        let schema = try store.database.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE tbl_name = 'breweries'")
        }
        XCTAssertTrue(Set(schema).isSuperset(of: ["breweries_name", "breweries_sort", "breweries_country",
                                                  "breweries_sort_rename", "brewery_words_update"]), "\(schema)")
        XCTAssertFalse(schema.contains { $0.hasPrefix("sqlite_autoindex_breweries") }, "the name is no longer UNIQUE")
        try store.database.read { db in
            XCTAssertEqual(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check"), [])
            XCTAssertEqual(try String.fetchOne(db, sql: "PRAGMA integrity_check"), "ok")
        }
        let stored = try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "Beer Geek Breakfast", brewery: NewBrewery(name: "Mikkeller", country: "DK"), abv: 7.5))
        }
        XCTAssertEqual(stored.outcome, .updated)
        let other = try store.write { try $0.upsertBrewery(NewBrewery(name: "Mikkeller", city: "Pottstown", country: "US")) }
        XCTAssertEqual(other.outcome, .added)
        XCTAssertEqual(try store.write { try $0.upsertBrewery(NewBrewery(name: "KERNEL", city: "london")).id }, 9)
        let breakfast = try beers(matching: "breakfast", in: store)
        XCTAssertEqual(breakfast.map(\.brewery.id), [7])
        XCTAssertEqual(breakfast.map(\.abv), [7.5])
        XCTAssertEqual(try beers(matching: "brewery:mikkeller", in: store).count, 1)
    }

    /// The beers a search finds, in full, by id.
    private func beers(matching query: String, in store: CatalogueStore) throws -> [Beer] {
        let page = try store.search(SearchRequest(query: try QueryParser.parse(query), limit: 500))
        return try page.beers.map { try XCTUnwrap(try store.beer(id: $0.id)) }.sorted { $0.id < $1.id }
    }
}
