@testable import Catalogue
import Foundation
import GRDB
import PTYTestSupport
import XCTest

final class StoreOpeningTests: XCTestCase {
    func testGarbageFileIsReportedAsCorrupt() throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("taproom.sqlite").path
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try CatalogueStore(path: path)) { error in
            guard case .corrupt(let reported, _) = error as? StoreError else {
                return XCTFail("expected .corrupt, got \(error)")
            }
            XCTAssertEqual(reported, path)
        }
    }

    func testDirectoryInPlaceOfFileCannotBeOpened() throws {
        let path = try makeTemporaryDirectory().path
        XCTAssertThrowsError(try CatalogueStore(path: path)) { error in
            XCTAssertEqual(error as? StoreError, .cannotOpen(path: path, reason: "it is a directory"))
        }
    }

    func testDatabaseFromNewerTaproomIsRefused() throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("taproom.sqlite").path
        _ = try CatalogueStore(path: path)
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-future')") }
        try queue.close()
        XCTAssertThrowsError(try CatalogueStore(path: path)) { error in
            XCTAssertEqual(error as? StoreError, .newerSchema(path: path))
        }
    }

    /// A database left by a version that had only the first migration (catalogue, no accounts)
    /// opens with its beers intact and gains the account tables.
    func testMigratesDatabaseFromOlderSchema() throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("taproom.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                INSERT INTO grdb_migrations VALUES ('v1-catalogue');
                CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                CREATE TABLE styles (id INTEGER PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL UNIQUE);
                CREATE TABLE breweries (id INTEGER PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL UNIQUE,
                    sort_key TEXT NOT NULL, city TEXT, region TEXT, country TEXT, country_code TEXT);
                CREATE TABLE beers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL,
                    sort_key TEXT NOT NULL, brewery_id INTEGER NOT NULL REFERENCES breweries(id) ON DELETE CASCADE,
                    brewery_sort TEXT NOT NULL,
                    style_id INTEGER REFERENCES styles(id) ON DELETE SET NULL, abv REAL, ibu REAL, srm REAL,
                    description TEXT, first_brewed TEXT, source_id TEXT, origin TEXT NOT NULL DEFAULT 'imported',
                    UNIQUE (name_key, brewery_id));
                CREATE INDEX beers_sort_name ON beers(sort_key, id, abv, ibu);
                CREATE VIRTUAL TABLE beers_fts USING fts5(name, brewery, style,
                    tokenize = "unicode61 remove_diacritics 2", prefix = '1 2 3 4');
                INSERT INTO breweries VALUES (1, 'Westmalle', 'westmalle', 'westmalle', NULL, NULL, 'Belgium', 'BE');
                INSERT INTO beers (id, name, name_key, sort_key, brewery_id, brewery_sort, abv, origin)
                    VALUES (7, 'Westmalle Dubbel', 'westmalle dubbel', 'westmalle dubbel', 1, 'westmalle', 7.0, 'bundled');
                INSERT INTO beers_fts (rowid, name, brewery, style) VALUES (7, 'Westmalle Dubbel', 'Westmalle', NULL);
                INSERT INTO meta VALUES ('bundled_catalogue_version', '1');
                """)
        }
        try queue.close()

        let store = try CatalogueStore(path: path)
        XCTAssertEqual(try store.beer(id: 7)?.name, "Westmalle Dubbel")
        XCTAssertEqual(try store.meta(forKey: MetaKey.bundledCatalogueVersion), "1")
        XCTAssertEqual(try store.stats().users, 0, "the accounts migration ran")
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("dubb abv>6"))).beers.map(\.id), [7],
                       "the rebuilt full-text index holds the old beers")
        try assertFullTextIndexIsCurrent(store)
        let added = try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "Westmalle Tripel", brewery: NewBrewery(name: "WESTMALLE"))).outcome
        }
        XCTAssertEqual(added, .added)
    }

    /// A migration may rewrite a whole table, whose rollback data SQLite keeps as temporary data:
    /// in files while migrating, in memory (as the store's searches want) again afterwards.
    func testMigrationsKeepTemporaryDataInFiles() throws {
        let queue = try DatabaseQueue(configuration: CatalogueStore.configuration(readOnly: false, busyTimeout: 1))
        var migrator = DatabaseMigrator()
        migrator.registerMigration("probe") { db in
            try db.execute(sql: "CREATE TABLE probe AS SELECT temp_store FROM pragma_temp_store")
        }
        try CatalogueStore.migrate(queue, with: migrator)
        try queue.read { db in
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT temp_store FROM probe"), 1, "FILE while migrating")
            XCTAssertEqual(try Int.fetchOne(db, sql: "PRAGMA temp_store"), 2, "MEMORY again afterwards")
        }
    }

    func testDefaultLocationFollowsFlagThenEnvironmentThenXDGThenHome() {
        XCTAssertEqual(DatabaseLocation.resolve(explicit: "/x.db", environment: ["TAPROOM_DATABASE": "/y.db"]), "/x.db")
        XCTAssertEqual(DatabaseLocation.resolve(explicit: nil, environment: ["TAPROOM_DATABASE": "/y.db"]), "/y.db")
        XCTAssertEqual(DatabaseLocation.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "/data", "HOME": "/h"]),
                       "/data/taproom/taproom.sqlite")
        XCTAssertEqual(DatabaseLocation.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]),
                       "/h/.local/share/taproom/taproom.sqlite")
        XCTAssertEqual(DatabaseLocation.resolve(explicit: nil, environment: ["HOME": "/h"]),
                       "/h/.local/share/taproom/taproom.sqlite")
    }
}
