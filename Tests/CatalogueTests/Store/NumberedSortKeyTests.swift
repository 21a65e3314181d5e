@testable import Catalogue
import GRDB
import PTYTestSupport
import XCTest

/// Names sort with their numbers as numbers: the stored sort keys, and the migration that makes
/// again the keys an older Taproom stored.
final class NumberedSortKeyTests: XCTestCase {
    func testByteOrderOfTheSortFormIsTheOrderPeopleRead() {
        let names = ["2 Hearted", "10 Barrel", "60 Minute IPA", "312 Urban Wheat", "1000 Islands", "123456789 Stout",
                     "1234567890 Stout", "Amber", "Batch 9", "Batch 09 Reserve", "Batch 10", "Bière 7", "Biere 8", "Z"]
        let sorted = names.shuffled().sorted { $0.sortForm.utf8.lexicographicallyPrecedes($1.sortForm.utf8) }
        XCTAssertEqual(sorted, names)
        XCTAssertEqual("Amber".sortForm, "amber", "without digits the key is the folded name")
        XCTAssertEqual("x 007".sortForm, "x 17")
        XCTAssertEqual("x 0".sortForm, "x 10")
        XCTAssertEqual("123456789".sortForm, "909123456789")
    }

    func testAnUpsertStoresNumberedKeysForBeersAndBreweries() throws {
        let store = try CatalogueStore.inMemory()
        try store.write { tx in
            _ = try tx.upsert(beer: NewBeer(name: "60 Minute IPA", brewery: NewBrewery(name: "10 Barrel")))
            _ = try tx.upsert(beer: NewBeer(name: "Année 12", brewery: NewBrewery(name: "Brasserie 2")))
        }
        let keys = try store.database.read { db in
            try Row.fetchAll(db, sql: "SELECT b.sort_key, b.brewery_sort, r.sort_key AS r FROM beers b JOIN breweries r ON r.id = b.brewery_id ORDER BY b.id")
                .map { [$0["sort_key"] as String, $0["brewery_sort"] as String, $0["r"] as String] }
        }
        XCTAssertEqual(keys, [["260 minute ipa", "210 barrel", "210 barrel"], ["annee 212", "brasserie 12", "brasserie 12"]])
    }

    /// A catalogue whose keys an older Taproom stored (digits as text) is given numbered keys on
    /// opening, beers' copies of their brewery's key included.
    func testOpeningAnOlderCatalogueMakesItsKeysAgain() throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("taproom.sqlite").path
        let store = try CatalogueStore(path: path)
        try store.write { tx in
            for (beer, brewery) in [("312 Urban Wheat", "Goose Island"), ("60 Minute IPA", "Dogfish Head"),
                                    ("Pub Beer", "10 Barrel"), ("Hearted", "2 Towns")] {
                _ = try tx.upsert(beer: NewBeer(name: beer, brewery: NewBrewery(name: brewery)))
            }
        }
        try store.close()
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: """
                UPDATE breweries SET sort_key = lower(name);
                UPDATE beers SET sort_key = lower(name);
                DELETE FROM grdb_migrations WHERE identifier = 'v10-numbers-sort-as-numbers';
                """)
        }
        try queue.close()
        XCTAssertTrue(CatalogueStore.needsUpgrade(path: path, busyTimeout: 1))
        let reopened = try CatalogueStore(path: path)
        defer { try? reopened.close() }
        XCTAssertEqual(try reopened.search(SearchRequest(query: QueryParser.parse(""))).beers.map(\.name),
                       ["60 Minute IPA", "312 Urban Wheat", "Hearted", "Pub Beer"])
        XCTAssertEqual(try reopened.search(SearchRequest(query: QueryParser.parse(""), sort: .brewery)).beers.map(\.name),
                       ["Hearted", "Pub Beer", "60 Minute IPA", "312 Urban Wheat"])
    }
}
