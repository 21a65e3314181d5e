@testable import Catalogue
import GRDB
import PTYTestSupport
import XCTest

/// The store runs on any GRDB `DatabaseWriter`: a pool for a file, a queue in memory.
final class StoreOnAnyWriterTests: XCTestCase {
    func testAnInMemoryStoreIsACompleteCatalogue() throws {
        let store = try CatalogueStore.inMemory()
        XCTAssertTrue(store.database is DatabaseQueue)
        XCTAssertFalse(store.isReadOnly)
        try store.write { tx in for beer in Fixtures.beers { try tx.upsert(beer: beer) } }
        XCTAssertEqual(try store.stats().beers, Fixtures.beers.count)
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("kolsch"))).beers.map(\.name), ["Früh Kölsch"])
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("kolsch")), strategy: .sql).total, 1)
        try store.close()
    }

    func testAGivenWriterIsMigratedAndUsedAsItIs() throws {
        let queue = try DatabaseQueue()
        let store = try CatalogueStore(database: queue)
        XCTAssertEqual(store.path, queue.path)
        try store.write { tx in try tx.setMeta("1", forKey: "probe") }
        let tables = try queue.read { db in try db.tableExists("beers") && db.tableExists("users") }
        XCTAssertTrue(tables)
        XCTAssertEqual(try queue.read { db in try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'probe'") }, "1")
        XCTAssertNoThrow(try CatalogueStore(database: queue), "an up-to-date database is used again as it is")
    }

    func testAFileStoreRunsOnAPool() throws {
        let store = try Fixtures.fileStore(in: self, beers: [])
        XCTAssertTrue(store.database is DatabasePool)
    }

    func testAReadOnlyWriterGivesAReadOnlyStore() throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("taproom.sqlite").path
        try CatalogueStore(path: path).close()
        var configuration = Configuration()
        configuration.readonly = true
        let store = try CatalogueStore(database: DatabaseQueue(path: path, configuration: configuration))
        XCTAssertTrue(store.isReadOnly)
        XCTAssertEqual(try store.stats().beers, 0)
        XCTAssertThrowsError(try store.write { tx in try tx.setMeta("1", forKey: "probe") }) { error in
            XCTAssertEqual(error as? StoreError, .readOnly(path: path))
        }
    }

    func testADatabaseFromANewerTaproomIsRefused() throws {
        let queue = try DatabaseQueue()
        _ = try CatalogueStore(database: queue)
        try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-future')") }
        XCTAssertThrowsError(try CatalogueStore(database: queue)) { error in
            XCTAssertEqual(error as? StoreError, .newerSchema(path: queue.path))
        }
    }
}
