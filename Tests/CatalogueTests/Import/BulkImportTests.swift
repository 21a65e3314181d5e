@testable import Catalogue
import GRDB
import PTYTestSupport
import XCTest

/// A large import writes its new beers in the order of the UNIQUE (name, brewery) index (see
/// `StagedBeers`); one that is most of the catalogue appends them in file order and builds that
/// index afterwards (`AppendedBeers`). What either stores and reports must be what upserting
/// row by row gives.
final class BulkImportTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try makeTemporaryDirectory()
    }

    private struct CSVRow {
        var name: String
        var brewery: String
        var style = ""
        var abv = ""
        var ibu = ""
        var description = ""
    }

    /// The two bulk paths: staged (550 rows, next to a catalogue of 2), appended (5,300 rows).
    private enum BulkPath: CaseIterable {
        case staged, appended
        var rowCount: Int {
            self == .staged ? CatalogueImporter.deferredIndexThreshold + 50 : CatalogueImporter.indexRebuildThreshold + 300
        }
    }

    /// Enough rows to take a bulk path, in no particular order: new beers, repeated rows of a
    /// new beer (later values win, missing ones keep the earlier), and beers already stored.
    private func rows(_ path: BulkPath) -> [CSVRow] {
        // Rows of 150 fewer beers in a scattered order: the last 150 rows repeat beers met before.
        let count = path.rowCount
        var rows = (0 ..< count).map { number in
            let beer = (number * 7_919) % (count - 150)
            return CSVRow(name: "Ale \(beer)", brewery: "Brewery \(beer % 13)", style: number % 3 == 0 ? "Gose" : "",
                       abv: number % 4 == 0 ? "" : "\(4 + number % 5)", description: "row \(number)")
        }
        rows.insert(CSVRow(name: "Twice Told", brewery: "Echo Brewing", style: "Porter", abv: "5.5", description: "first"), at: 40)
        rows.insert(CSVRow(name: "TWICE TOLD", brewery: "Echo Brewing", ibu: "30", description: "second"), at: 300)
        rows.insert(CSVRow(name: "Kept Stout", brewery: "Old House", style: "Stout", abv: "8"), at: 10)
        rows.insert(CSVRow(name: "Changed Lager", brewery: "Old House", abv: "4.9"), at: 200)
        rows.insert(CSVRow(name: "changed lager", brewery: "Old House", ibu: "22"), at: 400)
        return rows
    }

    private func csv(_ rows: [CSVRow]) throws -> String {
        let path = directory.appendingPathComponent("beers.csv").path
        let lines = ["name,brewery,style,abv,ibu,description"] + rows.map {
            [$0.name, $0.brewery, $0.style, $0.abv, $0.ibu, $0.description].joined(separator: ",")
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A store holding the beers the rows meet again.
    private func storeWithOldBeers(_ name: String) throws -> CatalogueStore {
        let store = try CatalogueStore(path: directory.appendingPathComponent(name).path)
        try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "Kept Stout", brewery: NewBrewery(name: "Old House"), style: "Stout", abv: 8))
            try tx.upsert(beer: NewBeer(name: "Changed Lager", brewery: NewBrewery(name: "Old House"), abv: 4.5))
        }
        return store
    }

    private struct Stored: Hashable {
        var name: String
        var brewery: String
        var style: String?
        var abv: Double?
        var ibu: Double?
        var description: String?
    }

    private func stored(_ store: CatalogueStore) throws -> Set<Stored> {
        Set(try store.allBeers().map {
            Stored(name: $0.name, brewery: $0.brewery.name, style: $0.style?.name, abv: $0.abv, ibu: $0.ibu,
                   description: $0.description)
        })
    }

    func testABulkImportStoresWhatRowByRowUpsertsStore() throws {
        for path in BulkPath.allCases {
            try assertBulkImportStoresWhatRowByRowUpsertsStore(path)
        }
    }

    private func assertBulkImportStoresWhatRowByRowUpsertsStore(_ path: BulkPath) throws {
        let rows = rows(path)
        let bulk = try storeWithOldBeers("bulk-\(path).sqlite")
        let summary = try CatalogueImporter.importFiles([try csv(rows)], into: bulk)

        let oneByOne = try storeWithOldBeers("rows-\(path).sqlite")
        try oneByOne.write { tx in
            for row in rows {
                try tx.upsert(beer: NewBeer(
                    name: row.name, brewery: NewBrewery(name: row.brewery), style: row.style.isEmpty ? nil : row.style,
                    abv: Double(row.abv), ibu: Double(row.ibu), description: row.description.isEmpty ? nil : row.description))
            }
        }
        XCTAssertEqual(try stored(bulk), try stored(oneByOne), "\(path)")
        let twice = try XCTUnwrap(try stored(bulk).first { $0.name == "TWICE TOLD" })
        XCTAssertEqual(twice, Stored(name: "TWICE TOLD", brewery: "Echo Brewing", style: "Porter", abv: 5.5, ibu: 30,
                                     description: "second"), "the later row wins; its missing values keep the earlier's")

        let newBeers = try oneByOne.stats().beers - 2
        XCTAssertEqual(summary.rowsRead, rows.count, "\(path)")
        XCTAssertEqual(summary.beersAdded, newBeers, "\(path)")
        XCTAssertEqual(summary.beersUpdated, rows.count - 3 - newBeers + 2,
                       "each repeated row of a new beer, and both rows of Changed Lager: \(path)")
        XCTAssertEqual(summary.beersUnchanged, 1, "Kept Stout: \(path)")
        XCTAssertEqual(try bulk.search(SearchRequest(query: QueryParser.parse("twice"))).total, 1)
        XCTAssertEqual(try bulk.search(SearchRequest(query: QueryParser.parse("gose"))).total,
                       try oneByOne.search(SearchRequest(query: QueryParser.parse("gose"))).total)
        try assertFullTextIndexIsCurrent(bulk, "\(path)")
        let identity = try bulk.database.read { db in
            try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'beers_identity'")
        }
        XCTAssertEqual(identity, "CREATE UNIQUE INDEX beers_identity ON beers(name_key, brewery_id)", "\(path)")
    }

    func testStagedBeersAreWrittenInTheOrderOfTheirKey() throws {
        let store = try storeWithOldBeers("bulk.sqlite")
        _ = try CatalogueImporter.importFiles([try csv(rows(.staged))], into: store)
        let keys = try store.database.read { db in
            try Row.fetchAll(db, sql: "SELECT name_key, brewery_id FROM beers WHERE id > 2 ORDER BY id")
                .map { ($0["name_key"] as String, $0["brewery_id"] as Int64) }
        }
        XCTAssertEqual(keys.count, 401, "400 ales and Twice Told")
        XCTAssertTrue(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }, "ids follow (name_key, brewery_id)")
    }

    /// Appended beers take their ids in the order the file first names them; a row repeating
    /// one leaves the id it was appended with unused.
    func testAppendedBeersAreWrittenInFileOrder() throws {
        let rows = rows(.appended)
        let store = try storeWithOldBeers("bulk.sqlite")
        _ = try CatalogueImporter.importFiles([try csv(rows)], into: store)
        let stored = try store.database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, name_key FROM beers WHERE id > 2 ORDER BY id")
                .map { ($0["id"] as Int64, $0["name_key"] as String) }
        }
        // Rows of the two older beers are merged into them; every other row is appended.
        var expected: [(Int64, String)] = []
        var seen: Set<String> = ["kept stout", "changed lager"]
        var nextID: Int64 = 3
        for row in rows where !["kept stout", "changed lager"].contains(row.name.lowercased()) {
            if seen.insert(row.name.lowercased()).inserted { expected.append((nextID, row.name.lowercased())) }
            nextID += 1
        }
        XCTAssertEqual(stored.count, expected.count)
        XCTAssertTrue(zip(stored, expected).allSatisfy { $0 == $1 }, "ids in file order, repeats' ids unused")
    }

    /// A staged beer whose sort key is its name key (plain ASCII) stages none; the sorted insert
    /// fills it in. Every beer's stored keys must be what a row-by-row upsert stores.
    func testABulkImportStoresTheKeysRowByRowUpsertsStore() throws {
        for path in BulkPath.allCases {
            try assertBulkImportStoresTheKeysRowByRowUpsertsStore(path)
        }
    }

    private func assertBulkImportStoresTheKeysRowByRowUpsertsStore(_ path: BulkPath) throws {
        var rows = rows(path)
        rows.insert(CSVRow(name: "Kölsch Nacht", brewery: "Brauhaus Über", abv: "4.8"), at: 5)
        rows.insert(CSVRow(name: "ÉTÉ Saison", brewery: "Old House"), at: 77)
        rows.insert(CSVRow(name: "lower ale", brewery: "Old House"), at: 123)
        let bulk = try storeWithOldBeers("bulk-\(path).sqlite")
        _ = try CatalogueImporter.importFiles([try csv(rows)], into: bulk)
        let oneByOne = try storeWithOldBeers("rows-\(path).sqlite")
        try oneByOne.write { tx in
            for row in rows { try tx.upsert(beer: NewBeer(name: row.name, brewery: NewBrewery(name: row.brewery))) }
        }
        func keys(_ store: CatalogueStore) throws -> Set<[String]> {
            Set(try store.database.read { db in
                try Row.fetchAll(db, sql: "SELECT name, name_key, sort_key, brewery_sort FROM beers")
                    .map { row in (0 ..< 4).map { row[$0] as String } }
            })
        }
        let bulkKeys = try keys(bulk)
        XCTAssertEqual(bulkKeys, try keys(oneByOne), "\(path)")
        XCTAssertTrue(bulkKeys.contains(["Kölsch Nacht", "kölsch nacht", "kolsch nacht", "brauhaus uber"]))
        XCTAssertTrue(bulkKeys.contains(["lower ale", "lower ale", "lower ale", "old house"]))
    }

    /// The bulk write checks no foreign key per row (its ids come from the same transaction):
    /// every reference must still hold, each beer must carry its brewery's final sort key after
    /// a later row renames the brewery, and the checks must be back on afterwards.
    func testABulkImportKeepsEveryReferenceAndTurnsForeignKeysBackOn() throws {
        for path in BulkPath.allCases {
            try assertBulkImportKeepsEveryReferenceAndTurnsForeignKeysBackOn(path)
        }
    }

    private func assertBulkImportKeepsEveryReferenceAndTurnsForeignKeysBackOn(_ path: BulkPath) throws {
        let store = try storeWithOldBeers("bulk-\(path).sqlite")
        var rows = rows(path)
        rows.append(CSVRow(name: "Renamed Ale", brewery: "BREWERY 3"))
        rows.append(CSVRow(name: "Late Ale", brewery: "ECHO BREWING", style: "Porter"))
        _ = try CatalogueImporter.importFiles([try csv(rows)], into: store)
        try store.database.write { db in
            XCTAssertEqual(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check"), [])
            XCTAssertEqual(Set(try String.fetchAll(db, sql: "SELECT name FROM breweries WHERE name LIKE '%brew%'")),
                           Set(["BREWERY 3", "ECHO BREWING"] + (0 ..< 13).filter { $0 != 3 }.map { "Brewery \($0)" }))
            XCTAssertEqual(try Int.fetchOne(db, sql: """
                SELECT count(*) FROM beers b JOIN breweries r ON r.id = b.brewery_id WHERE b.brewery_sort <> r.sort_key
                """), 0)
            XCTAssertThrowsError(try db.execute(sql: """
                INSERT INTO beers (name, name_key, sort_key, brewery_id, brewery_sort) VALUES ('x', 'x', 'x', 999999, 'x')
                """), "foreign keys are checked again")
        }
        _ = try CatalogueImporter.importFiles([try csv(rows)], into: store, dryRun: true)
        XCTAssertEqual(try store.database.write { try Int.fetchOne($0, sql: "PRAGMA foreign_keys") }, 1)
    }

    func testAFailingBulkImportLeavesNoStagingBehind() throws {
        for path in BulkPath.allCases {
            try assertFailingBulkImportLeavesNoStagingBehind(path)
        }
    }

    private func assertFailingBulkImportLeavesNoStagingBehind(_ path: BulkPath) throws {
        let store = try storeWithOldBeers("bulk-\(path).sqlite")
        struct Failure: Error {}
        let rows = rows(path)
        let batch = try ImportNormaliser.normalise([RecordTable(
            file: "beers.csv", header: ["name", "brewery"], rows: rows.map { [$0.name, $0.brewery] },
            lines: rows.indices.map { $0 + 2 })])
        XCTAssertThrowsError(try CatalogueImporter.write(
            batch, into: store, origin: .imported, dryRun: false, progress: nil,
            willWrite: { if $0.name == "Ale 100" { throw Failure() } }))
        XCTAssertEqual(try store.stats().beers, 2)
        _ = try CatalogueImporter.write(batch, into: store, dryRun: true)
        XCTAssertEqual(try store.stats().beers, 2)
        let schema = try store.database.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE tbl_name = 'beers' ORDER BY name")
        }
        XCTAssertTrue(schema.contains("beers_identity"), "a rollback keeps the identity index: \(path)")
        let summary = try CatalogueImporter.write(batch, into: store)
        XCTAssertEqual(summary.beersAdded, try store.stats().beers - 2, "a second staging starts afresh")
        let temporary = try store.database.write { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_temp_master") }
        XCTAssertEqual(temporary, [], "\(path)")
    }
}
