@testable import Catalogue
import GRDB
import PTYTestSupport
import XCTest

/// Large imports build the full-text index once at the end; search must see exactly what the
/// per-row triggers would have produced, and the triggers must come back.
final class DeferredSearchIndexTests: XCTestCase {
    private var store: CatalogueStore!

    override func setUpWithError() throws {
        store = try CatalogueStore(path: makeTemporaryDirectory().appendingPathComponent("db.sqlite").path)
    }

    private func batch(count: Int, style: String = "Saison") throws -> ImportBatch {
        let rows = (0..<count).map { ["Bulk Ale \($0)", "Bulk Brewery \($0 % 7)", style] }
        let table = RecordTable(file: "bulk.csv", header: ["name", "brewery", "style"], rows: rows,
                                lines: rows.indices.map { $0 + 2 })
        return try ImportNormaliser.normalise([table])
    }

    private func total(_ query: String) throws -> Int {
        try store.search(SearchRequest(query: QueryParser.parse(query))).total
    }

    private func triggerCount() throws -> Int {
        try store.database.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name IN ('beer_words_insert', 'beer_words_update')") ?? 0
        }
    }

    func testLargeImportIsSearchableAndTriggersAreRestored() throws {
        let count = CatalogueImporter.deferredIndexThreshold + 10
        _ = try CatalogueImporter.write(try batch(count: count), into: store)
        XCTAssertEqual(try total("bulk"), count)
        XCTAssertEqual(try total("saison"), count)
        XCTAssertEqual(try total("\"Bulk Ale \(count - 1)\""), 1, "the last row, whose number prefixes no other")
        XCTAssertEqual(try total("\"Bulk Brewery 3\""), (0..<count).filter { $0 % 7 == 3 }.count, "breweries are indexed")
        let temporaryTables = try store.database.write { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_temp_master WHERE type = 'table'")
        }
        XCTAssertEqual(temporaryTables, [], "the import's temporary tables are dropped")
        XCTAssertEqual(try triggerCount(), 2)
        let (hashSize, automerge) = try store.database.read { db in
            (try Int.fetchOne(db, sql: "SELECT v FROM beer_words_config WHERE k = 'hashsize'"),
             try Int.fetchOne(db, sql: "SELECT v FROM beer_words_config WHERE k = 'automerge'"))
        }
        XCTAssertEqual(hashSize, CatalogueTransaction.defaultHashSize, "the bulk buffer size is not left behind")
        XCTAssertEqual(automerge, CatalogueTransaction.defaultAutomerge, "nor the bulk merge threshold")
        _ = try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "Lonely Lager", brewery: NewBrewery(name: "Solo")))
        }
        XCTAssertEqual(try total("lonely"), 1, "the restored trigger indexes later single writes")
    }

    func testUpdatesInALargeImportAreReindexed() throws {
        let count = CatalogueImporter.deferredIndexThreshold + 10
        _ = try CatalogueImporter.write(try batch(count: count), into: store)
        let summary = try CatalogueImporter.write(try batch(count: count, style: "Gose"), into: store)
        XCTAssertEqual(summary.beersUpdated, count)
        XCTAssertEqual(try total("gose"), count)
        XCTAssertEqual(try total("saison"), 0)
        XCTAssertEqual(try total("bulk"), count, "no duplicate index rows")
        try assertFullTextIndexIsCurrent(store)
    }

    func testRollbackAndDryRunKeepTriggersAndIndex() throws {
        let count = CatalogueImporter.deferredIndexThreshold + 10
        _ = try CatalogueImporter.write(try batch(count: count, style: "Dry"), into: store, dryRun: true)
        XCTAssertEqual(try total("bulk"), 0)
        struct Failure: Error {}
        XCTAssertThrowsError(try CatalogueImporter.write(
            try batch(count: count), into: store, origin: .imported, dryRun: false, progress: nil,
            willWrite: { if $0.name == "Bulk Ale 400" { throw Failure() } }))
        XCTAssertEqual(try total("bulk"), 0)
        XCTAssertEqual(try triggerCount(), 2)
        XCTAssertEqual(try store.stats().beers, 0)
    }

    private func rebuiltIndexes() throws -> Set<String> {
        try store.database.read { db in
            try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'beers'"))
        }.intersection(CatalogueTransaction.rebuiltIndexes)
    }

    func testAnImportLargeNextToTheTableRebuildsTheSortIndexes() throws {
        let count = CatalogueImporter.indexRebuildThreshold
        struct Failure: Error {}
        XCTAssertThrowsError(try CatalogueImporter.write(
            try batch(count: count), into: store, origin: .imported, dryRun: false, progress: nil,
            willWrite: { if $0.name == "Bulk Ale 4000" { throw Failure() } }))
        XCTAssertEqual(try rebuiltIndexes(), Set(CatalogueTransaction.rebuiltIndexes), "a rollback keeps them")

        _ = try CatalogueImporter.write(try batch(count: count), into: store)
        XCTAssertEqual(try rebuiltIndexes(), Set(CatalogueTransaction.rebuiltIndexes), "rebuilt")
        XCTAssertEqual(try triggerCount(), 2)
        let byName = try store.search(SearchRequest(query: QueryParser.parse("bulk"), limit: 3)).beers.map(\.name)
        XCTAssertEqual(byName, ["Bulk Ale 0", "Bulk Ale 1", "Bulk Ale 2"], "numbers sort as numbers")
        let plan = try store.database.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT id FROM beers ORDER BY sort_key, id LIMIT 1")
                .map { $0["detail"] as String }
        }
        XCTAssertEqual(plan, ["SCAN beers USING COVERING INDEX beers_sort_name"])
    }

    /// The sorted insert and the index rebuilds sort with a helper thread and a cache of their
    /// own; the connection must come out of the import with its own settings, even after a failure.
    func testAnImportLeavesTheConnectionsSortThreadsAndCacheAsTheyWere() throws {
        func settings() throws -> [Int] {
            try store.database.write { db in
                [try Int.fetchOne(db, sql: "PRAGMA threads") ?? -1, try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -1]
            }
        }
        let before = try settings()
        XCTAssertEqual(before[0], 0, "SQLite's default: no helper thread")
        let count = CatalogueImporter.indexRebuildThreshold
        _ = try CatalogueImporter.write(try batch(count: count), into: store)
        XCTAssertEqual(try settings(), before)
        _ = try CatalogueImporter.write(try batch(count: count, style: "Gose"), into: store, dryRun: true)
        XCTAssertEqual(try settings(), before)
        XCTAssertEqual(try total("saison"), count)

        try store.database.write { db in
            let seen = try db.withSortHelperThread { try Int.fetchOne(db, sql: "PRAGMA threads") }
            XCTAssertEqual(seen, 1)
            struct Failure: Error {}
            XCTAssertThrowsError(try db.withSortHelperThread { throw Failure() })
            XCTAssertEqual(try Int.fetchOne(db, sql: "PRAGMA threads"), 0, "put back after a failure too")
        }
    }

    /// A bulk import large enough to rebuild the beers' indexes, which renames breweries (a change
    /// of case, so the triggers rewrite their beers without `beers_brewery`) and adds their city.
    func testABulkImportThatRenamesBreweriesKeepsTheirBeersFoundAndSorted() throws {
        let count = CatalogueImporter.indexRebuildThreshold
        _ = try CatalogueImporter.write(try batch(count: count), into: store)
        let rows = (0..<count).map { ["Bulk Ale \($0)", "BULK BREWERY \($0 % 7)", "Saison", "Gent"] }
        let table = RecordTable(file: "renamed.csv", header: ["name", "brewery", "style", "city"], rows: rows,
                                lines: rows.indices.map { $0 + 2 })
        _ = try CatalogueImporter.write(try ImportNormaliser.normalise([table]), into: store)
        XCTAssertEqual(try rebuiltIndexes(), Set(CatalogueTransaction.rebuiltIndexes))
        XCTAssertEqual(try total("brewery:\"bulk brewery 3\""), (0..<count).filter { $0 % 7 == 3 }.count)
        let first = try XCTUnwrap(try store.search(SearchRequest(sort: .brewery, limit: 1)).beers.first)
        XCTAssertEqual(first.breweryName, "BULK BREWERY 0")
        XCTAssertEqual(try store.beer(id: first.id)?.brewery.city, "Gent")
        XCTAssertEqual(try store.stats().breweries, 7)
        try assertFullTextIndexIsCurrent(store)
    }
}
