@testable import Catalogue
import GRDB
import PTYTestSupport
import XCTest

/// A catalogue made before search words lived per table (v7) and before a beer's identity was
/// an index of its own (v8) keeps every beer, id and person's data through both upgrades, and
/// everything that names the beers table works on the table made again.
final class SchemaUpgradeTests: XCTestCase {
    func testACatalogueFromBeforeV7AndV8KeepsEverythingAndWorks() throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("old.sqlite").path
        let old = try DatabaseQueue(path: path, configuration: CatalogueStore.configuration(readOnly: false, busyTimeout: 1))
        try CatalogueSchema.migrator.migrate(old, upTo: "v6-server-tokens")
        try old.write { db in
            try db.execute(sql: """
                INSERT INTO styles (id, name, name_key) VALUES (1, 'Trappist', 'trappist');
                INSERT INTO breweries (id, name, name_key, sort_key, country_code)
                    VALUES (1, 'Brasserie d''Orval', 'brasserie d''orval', 'brasserie d''orval', 'BE'),
                           (2, 'Westmalle', 'westmalle', 'westmalle', 'BE');
                INSERT INTO beers (id, name, name_key, sort_key, brewery_id, brewery_sort, style_id, abv, origin)
                    VALUES (10, 'Orval', 'orval', 'orval', 1, 'brasserie d''orval', 1, 6.2, 'bundled'),
                           (12, 'Westmalle Dubbel', 'westmalle dubbel', 'westmalle dubbel', 2, 'westmalle', 1, 7, 'imported'),
                           (15, 'Westmalle Tripel', 'westmalle tripel', 'westmalle tripel', 2, 'westmalle', NULL, 9.5, 'imported');
                INSERT INTO users (id, name, name_key, password_hash, created_at) VALUES (1, 'alice', 'alice', 'x', 0);
                INSERT INTO favourites (user_id, beer_id, created_at) VALUES (1, 12, 0);
                INSERT INTO ratings (user_id, beer_id, stars) VALUES (1, 12, 5), (1, 15, 3);
                INSERT INTO notes (user_id, beer_id, text) VALUES (1, 15, 'strong');
                -- Enough beers that the pages v7 and v8 free are more than a quarter of the file.
                WITH RECURSIVE n(i) AS (SELECT 100 UNION ALL SELECT i + 1 FROM n WHERE i < 2099)
                INSERT INTO beers (id, name, name_key, sort_key, brewery_id, brewery_sort, description)
                    SELECT i, 'Filler ' || i, 'filler ' || i, 'filler ' || i, 1, 'brasserie d''orval', 'A filler beer, number ' || i
                    FROM n;
                """)
        }
        try old.close()

        let store = try CatalogueStore(path: path)
        let schema = try store.database.read { db in
            try Row.fetchAll(db, sql: "SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'beers'")
        }
        let names = Set(schema.map { $0["name"] as String })
        XCTAssertTrue(names.isSuperset(of: ["beers_identity", "beers_sort_name", "beers_brewery", "beers_style_abv",
                                            "beer_words_insert", "beer_words_update", "beer_words_delete",
                                            "beers_search_insert", "beers_search_update", "beers_search_delete"]), "\(names)")
        XCTAssertFalse(names.contains { $0.hasPrefix("sqlite_autoindex_beers") }, "no constraint index is left")
        XCTAssertFalse(try XCTUnwrap(schema.first { $0["name"] == "beers" }?["sql"] as String?).contains("UNIQUE"))
        try store.database.read { db in
            XCTAssertEqual(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check"), [])
            XCTAssertEqual(try String.fetchOne(db, sql: "PRAGMA integrity_check"), "ok")
            XCTAssertEqual(try Int.fetchOne(db, sql: "PRAGMA freelist_count"), 0,
                           "the pages the upgrade freed are given back (VACUUM)")
        }
        try assertFullTextIndexIsCurrent(store)

        // The beers, their ids and alice's data are as they were.
        let ids = try store.allBeers().map(\.id).sorted()
        XCTAssertTrue(ids == [10, 12, 15] + Array(100 ... 2_099), "\(ids.count) beers")
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("westmalle")), userID: 1).beers
                        .map { [$0.name, "\($0.isFavourite)", "\($0.rating ?? 0)"] },
                       [["Westmalle Dubbel", "true", "5"], ["Westmalle Tripel", "false", "3"]])
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("trappist orval"))).beers.map(\.id), [10])

        // The identity is still unique, upserts still find the stored beer, and the triggers
        // of other tables that name beers work on the new table.
        XCTAssertThrowsError(try store.database.write { db in
            try db.execute(sql: """
                INSERT INTO beers (name, name_key, sort_key, brewery_id, brewery_sort) VALUES ('ORVAL', 'orval', 'orval', 1, 'x')
                """)
        })
        let upserted = try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "ORVAL", brewery: NewBrewery(name: "Brasserie d'Orval"), ibu: 36))
        }
        XCTAssertEqual(upserted, UpsertResult(id: 10, outcome: .updated))
        try store.database.write { db in
            try db.execute(sql: "UPDATE breweries SET name = 'Abdij Westmalle', sort_key = 'abdij westmalle' WHERE id = 2")
        }
        XCTAssertEqual(try store.beer(id: 12)?.brewery.name, "Abdij Westmalle")
        XCTAssertEqual(try store.search(SearchRequest(sort: .brewery, limit: 1)).beers.map(\.id), [12],
                       "the brewery's new sort key reached its beers")
        try store.write { tx in try tx.deleteBeer(id: 15) }
        try store.database.read { db in
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM ratings WHERE beer_id = 15"), 0, "cascaded")
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM notes"), 0, "cascaded")
        }
        try assertFullTextIndexIsCurrent(store)
    }

    /// Only an upgrade rewrites the file: a catalogue already up to date keeps its free pages
    /// when it is opened again, however many there are.
    func testAnUpToDateCatalogueIsNotRewrittenWhenOpened() throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("current.sqlite").path
        let configuration = CatalogueStore.configuration(readOnly: false, busyTimeout: 1)
        var database: DatabaseQueue? = try DatabaseQueue(path: path, configuration: configuration)
        _ = try CatalogueStore(database: database!)
        try database!.write { db in
            try db.execute(sql: """
                INSERT INTO breweries (id, name, name_key, sort_key) VALUES (1, 'Filler', 'filler', 'filler');
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
                INSERT INTO beers (id, name, name_key, sort_key, brewery_id, brewery_sort, description)
                    SELECT i, 'Filler ' || i, 'filler ' || i, 'filler ' || i, 1, 'filler', 'A filler beer, number ' || i
                    FROM n;
                DELETE FROM beers WHERE name_key LIKE 'filler %';
                """)
        }
        func freeAndAllPages(_ db: Database) throws -> (Int, Int) {
            (try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0, try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0)
        }
        let (free, pages) = try database!.read(freeAndAllPages)
        XCTAssertGreaterThan(free * 4, pages, "over a quarter of the file is free before it is opened again")
        database = nil

        let reopened = try DatabaseQueue(path: path, configuration: configuration)
        _ = try CatalogueStore(database: reopened)
        let after = try reopened.read(freeAndAllPages)
        XCTAssertTrue(after == (free, pages), "free and all pages \(after), before \((free, pages))")
    }
}
