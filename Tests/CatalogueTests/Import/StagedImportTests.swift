@testable import Catalogue
import GRDB
import PTYTestSupport
import XCTest

/// A large import writes its new beers in the order of the UNIQUE (name, brewery) index (see
/// `StagedBeers`); what it stores and reports must be what upserting row by row gives.
final class StagedImportTests: XCTestCase {
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

    /// Enough rows to take the bulk path, in no particular order: new beers, repeated rows of a
    /// new beer (later values win, missing ones keep the earlier), and beers already stored.
    private func rows() -> [CSVRow] {
        // 550 rows of 400 beers in a scattered order: the last 150 rows repeat beers met before.
        var rows = (0 ..< CatalogueImporter.deferredIndexThreshold + 50).map { number in
            let beer = (number * 7_919) % 400
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
        let rows = rows()
        let bulk = try storeWithOldBeers("bulk.sqlite")
        let summary = try CatalogueImporter.importFiles([try csv(rows)], into: bulk)

        let oneByOne = try storeWithOldBeers("rows.sqlite")
        for row in rows {
            _ = try oneByOne.write { tx in
                try tx.upsert(beer: NewBeer(
                    name: row.name, brewery: NewBrewery(name: row.brewery), style: row.style.isEmpty ? nil : row.style,
                    abv: Double(row.abv), ibu: Double(row.ibu), description: row.description.isEmpty ? nil : row.description))
            }
        }
        XCTAssertEqual(try stored(bulk), try stored(oneByOne))
        let twice = try XCTUnwrap(try stored(bulk).first { $0.name == "TWICE TOLD" })
        XCTAssertEqual(twice, Stored(name: "TWICE TOLD", brewery: "Echo Brewing", style: "Porter", abv: 5.5, ibu: 30,
                                     description: "second"), "the later row wins; its missing values keep the earlier's")

        let newBeers = try oneByOne.stats().beers - 2
        XCTAssertEqual(summary.rowsRead, rows.count)
        XCTAssertEqual(summary.beersAdded, newBeers)
        XCTAssertEqual(summary.beersUpdated, rows.count - 3 - newBeers + 2,
                       "each repeated row of a new beer, and both rows of Changed Lager")
        XCTAssertEqual(summary.beersUnchanged, 1, "Kept Stout")
        XCTAssertEqual(try bulk.search(SearchRequest(query: QueryParser.parse("twice"))).total, 1)
        XCTAssertEqual(try bulk.search(SearchRequest(query: QueryParser.parse("gose"))).total,
                       try oneByOne.search(SearchRequest(query: QueryParser.parse("gose"))).total)
    }

    func testNewBeersAreWrittenInTheOrderOfTheirKey() throws {
        let store = try storeWithOldBeers("bulk.sqlite")
        _ = try CatalogueImporter.importFiles([try csv(rows())], into: store)
        let keys = try store.database.read { db in
            try Row.fetchAll(db, sql: "SELECT name_key, brewery_id FROM beers WHERE id > 2 ORDER BY id")
                .map { ($0["name_key"] as String, $0["brewery_id"] as Int64) }
        }
        XCTAssertEqual(keys.count, 401, "400 ales and Twice Told")
        XCTAssertTrue(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }, "ids follow (name_key, brewery_id)")
    }

    /// A staged beer whose sort key is its name key (plain ASCII) stages none; the sorted insert
    /// fills it in. Every beer's stored keys must be what a row-by-row upsert stores.
    func testABulkImportStoresTheKeysRowByRowUpsertsStore() throws {
        var rows = rows()
        rows.insert(CSVRow(name: "Kölsch Nacht", brewery: "Brauhaus Über", abv: "4.8"), at: 5)
        rows.insert(CSVRow(name: "ÉTÉ Saison", brewery: "Old House"), at: 77)
        rows.insert(CSVRow(name: "lower ale", brewery: "Old House"), at: 123)
        let bulk = try storeWithOldBeers("bulk.sqlite")
        _ = try CatalogueImporter.importFiles([try csv(rows)], into: bulk)
        let oneByOne = try storeWithOldBeers("rows.sqlite")
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
        XCTAssertEqual(bulkKeys, try keys(oneByOne))
        XCTAssertTrue(bulkKeys.contains(["Kölsch Nacht", "kölsch nacht", "kolsch nacht", "brauhaus uber"]))
        XCTAssertTrue(bulkKeys.contains(["lower ale", "lower ale", "lower ale", "old house"]))
    }

    /// The bulk write checks no foreign key per row (its ids come from the same transaction):
    /// every reference must still hold, each beer must carry its brewery's final sort key after
    /// a later row renames the brewery, and the checks must be back on afterwards.
    func testABulkImportKeepsEveryReferenceAndTurnsForeignKeysBackOn() throws {
        let store = try storeWithOldBeers("bulk.sqlite")
        var rows = rows()
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
        let store = try storeWithOldBeers("bulk.sqlite")
        struct Failure: Error {}
        let rows = rows()
        let batch = try ImportNormaliser.normalise([RecordTable(
            file: "beers.csv", header: ["name", "brewery"], rows: rows.map { [$0.name, $0.brewery] },
            lines: rows.indices.map { $0 + 2 })])
        XCTAssertThrowsError(try CatalogueImporter.write(
            batch, into: store, origin: .imported, dryRun: false, progress: nil,
            willWrite: { if $0.name == "Ale 0" { throw Failure() } }))
        XCTAssertEqual(try store.stats().beers, 2)
        _ = try CatalogueImporter.write(batch, into: store, dryRun: true)
        XCTAssertEqual(try store.stats().beers, 2)
        let summary = try CatalogueImporter.write(batch, into: store)
        XCTAssertEqual(summary.beersAdded, try store.stats().beers - 2, "a second staging starts afresh")
    }
}
