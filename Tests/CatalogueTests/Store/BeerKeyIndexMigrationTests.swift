import GRDB
import XCTest
@testable import Catalogue

/// A catalogue made before the beers' key became a named index (`BeerKeyIndexMigration`) opens
/// with its beers, their ids and everyone's personal data as they were.
final class BeerKeyIndexMigrationTests: XCTestCase {
    private var path: String!

    override func setUpWithError() throws {
        path = try makeTemporaryDirectory().appendingPathComponent("taproom.sqlite").path
        // The catalogue as the schema before the migration left it, with a user's data on a beer.
        let queue = try DatabaseQueue(path: path)
        try CatalogueSchema.migrator.migrate(queue, upTo: "v4-in-memory-search")
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO breweries (id, name, name_key, sort_key) VALUES (1, 'Westmalle', 'westmalle', 'westmalle');
                INSERT INTO styles (id, name, name_key) VALUES (1, 'Dubbel', 'dubbel');
                INSERT INTO beers (id, name, name_key, sort_key, brewery_id, brewery_sort, style_id, abv, origin)
                    VALUES (7, 'Westmalle Dubbel', 'westmalle dubbel', 'westmalle dubbel', 1, 'westmalle', 1, 7.0, 'bundled'),
                           (9, 'Westmalle Tripel', 'westmalle tripel', 'westmalle tripel', 1, 'westmalle', NULL, 9.5, 'bundled');
                INSERT INTO users (id, name, name_key, password_hash, created_at) VALUES (3, 'ada', 'ada', 'x', 0);
                INSERT INTO favourites (user_id, beer_id, created_at) VALUES (3, 9, 0);
                INSERT INTO ratings (user_id, beer_id, stars) VALUES (3, 9, 4);
                INSERT INTO notes (user_id, beer_id, text) VALUES (3, 9, 'bitter finish');
                INSERT INTO checkins (user_id, beer_id, at) VALUES (3, 9, 100);
                """)
            let inline = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'beers'") ?? ""
            XCTAssertTrue(inline.contains("UNIQUE (name_key, brewery_id)"), "the old schema has the inline constraint")
        }
        try queue.close()
    }

    func testBeersAndPersonalDataSurviveTheRebuild() throws {
        let store = try CatalogueStore(path: path)
        XCTAssertEqual(try store.beer(id: 7)?.name, "Westmalle Dubbel")
        XCTAssertEqual(try store.beer(id: 7)?.style?.name, "Dubbel")
        XCTAssertEqual(try store.beer(id: 9)?.abv, 9.5)
        let data = try store.personalData(userID: 3, beerID: 9)
        XCTAssertTrue(data.isFavourite)
        XCTAssertEqual(data.rating, 4)
        XCTAssertEqual(data.note, "bitter finish")
        XCTAssertEqual(data.checkIns.count, 1)
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("tripel"))).beers.map(\.id), [9],
                       "the full-text index still points at the same ids")
    }

    func testUniquenessMovesToANamedIndexThatKeepsBeersUnique() throws {
        let store = try CatalogueStore(path: path)
        try store.database.read { db in
            let table = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'beers'") ?? ""
            XCTAssertFalse(table.contains("UNIQUE"), table)
            let unique = try Row.fetchAll(db, sql: "PRAGMA index_list(beers)").filter { ($0["unique"] as Int) == 1 }
            XCTAssertEqual(unique.map { $0["name"] as String }, [BeerKeyIndexMigration.indexName])
            XCTAssertEqual(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check"), [])
        }
        XCTAssertThrowsError(try store.write { tx in
            try tx.db.execute(sql: """
                INSERT INTO beers (name, name_key, sort_key, brewery_id, brewery_sort)
                VALUES ('WESTMALLE DUBBEL', 'westmalle dubbel', 'westmalle dubbel', 1, 'westmalle')
                """)
        })
        let outcome = try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "westmalle dubbel", brewery: NewBrewery(name: "Westmalle"), abv: 7.5)).outcome
        }
        XCTAssertEqual(outcome, .updated, "the upsert finds the beer through the named index")
    }

    func testTriggersAndForeignKeysWorkOnTheRebuiltTable() throws {
        let store = try CatalogueStore(path: path)
        try store.write { tx in
            try tx.db.execute(sql: "UPDATE breweries SET name = 'Trappist Westmalle', sort_key = 'trappist westmalle' WHERE id = 1")
        }
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("trappist"))).total, 2,
                       "renaming a brewery still reaches its beers' full-text rows")
        try store.write { tx in try tx.deleteBeer(id: 9) }
        try store.database.read { db in
            for table in ["favourites", "ratings", "notes", "checkins"] {
                XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)"), 0,
                               "deleting the beer cascades to \(table)")
            }
        }
    }
}
