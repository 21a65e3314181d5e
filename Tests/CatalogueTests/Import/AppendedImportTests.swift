import GRDB
import XCTest
@testable import Catalogue

/// An import large next to the table drops the beers' indexes, the UNIQUE (name_key, brewery_id)
/// one included, appends its beers in file order and finds repeated beers in memory
/// (`AppendedBeers`); what it stores and reports must be what upserting row by row gives.
final class AppendedImportTests: XCTestCase {
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

    /// Enough rows to rebuild the indexes, in no particular order: new beers, repeated rows of a
    /// new beer (later values win, missing ones keep the earlier), and beers already stored,
    /// one of them under a name that differs only in case.
    private func rows() -> [CSVRow] {
        let count = CatalogueImporter.indexRebuildThreshold + 500
        let distinct = count - 300
        var rows = (0 ..< count).map { number in
            let beer = (number * 7_919) % distinct
            return CSVRow(name: "Ale \(beer)", brewery: "Brewery \(beer % 13)", style: number % 3 == 0 ? "Gose" : "",
                          abv: number % 4 == 0 ? "" : "\(4 + number % 5)", description: "row \(number)")
        }
        rows.insert(CSVRow(name: "Twice Told", brewery: "Echo Brewing", style: "Porter", abv: "5.5", description: "first"), at: 40)
        rows.insert(CSVRow(name: "TWICE TOLD", brewery: "Echo Brewing", ibu: "30", description: "second"), at: 3_000)
        rows.insert(CSVRow(name: "Kept Stout", brewery: "Old House", style: "Stout", abv: "8"), at: 10)
        rows.insert(CSVRow(name: "Changed Lager", brewery: "Old House", abv: "4.9"), at: 200)
        rows.insert(CSVRow(name: "changed lager", brewery: "Old House", ibu: "22"), at: 4_000)
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
        var id: Int64
        var name: String
        var brewery: String
        var style: String?
        var abv: Double?
        var ibu: Double?
        var description: String?
    }

    private func stored(_ store: CatalogueStore) throws -> [Stored] {
        try store.allBeers().map {
            Stored(id: $0.id, name: $0.name, brewery: $0.brewery.name, style: $0.style?.name, abv: $0.abv, ibu: $0.ibu,
                   description: $0.description)
        }.sorted { $0.id < $1.id }
    }

    private func uniqueIndexes(_ store: CatalogueStore) throws -> [String] {
        try store.database.read { db in
            try Row.fetchAll(db, sql: "PRAGMA index_list(beers)").filter { ($0["unique"] as Int) == 1 }.map { $0["name"] }
        }
    }

    func testAnAppendingImportStoresWhatRowByRowUpsertsStore() throws {
        let rows = rows()
        let bulk = try storeWithOldBeers("bulk.sqlite")
        let summary = try CatalogueImporter.importFiles([try csv(rows)], into: bulk)

        let oneByOne = try storeWithOldBeers("rows.sqlite")
        try oneByOne.write { tx in
            for row in rows {
                try tx.upsert(beer: NewBeer(
                    name: row.name, brewery: NewBrewery(name: row.brewery), style: row.style.isEmpty ? nil : row.style,
                    abv: Double(row.abv), ibu: Double(row.ibu), description: row.description.isEmpty ? nil : row.description))
            }
        }
        XCTAssertEqual(try stored(bulk), try stored(oneByOne), "the same beers, with the same ids (file order)")
        let twice = try XCTUnwrap(try stored(bulk).first { $0.name == "TWICE TOLD" })
        XCTAssertEqual(twice.style, "Porter", "a value only the earlier row has is kept")
        XCTAssertEqual(twice.ibu, 30, "the later row wins")
        XCTAssertEqual(twice.description, "second", "the later row wins")

        let newBeers = try oneByOne.stats().beers - 2
        XCTAssertEqual(summary.rowsRead, rows.count)
        XCTAssertEqual(summary.beersAdded, newBeers)
        XCTAssertEqual(summary.beersUpdated, rows.count - 3 - newBeers + 2,
                       "each repeated row of a new beer, and both rows of Changed Lager")
        XCTAssertEqual(summary.beersUnchanged, 1, "Kept Stout")
        XCTAssertEqual(try bulk.search(SearchRequest(query: QueryParser.parse("twice"))).total, 1)
        XCTAssertEqual(try bulk.search(SearchRequest(query: QueryParser.parse("gose"))).total,
                       try oneByOne.search(SearchRequest(query: QueryParser.parse("gose"))).total)
        XCTAssertEqual(try uniqueIndexes(bulk), [BeerKeyIndexMigration.indexName], "the UNIQUE index is built again")
    }

    func testAFailingAppendingImportLeavesTheIndexesAsTheyWere() throws {
        let store = try storeWithOldBeers("bulk.sqlite")
        let indexes = { try store.database.read { db in try String.fetchAll(db, sql: "SELECT name FROM pragma_index_list('beers') ORDER BY name") } }
        let before = try indexes()
        struct Failure: Error {}
        let rows = rows()
        let batch = try ImportNormaliser.normalise([RecordTable(
            file: "beers.csv", header: ["name", "brewery"], rows: rows.map { [$0.name, $0.brewery] },
            lines: rows.indices.map { $0 + 2 })])
        XCTAssertGreaterThanOrEqual(batch.beers.count, CatalogueImporter.indexRebuildThreshold)
        XCTAssertThrowsError(try CatalogueImporter.write(
            batch, into: store, origin: .imported, dryRun: false, progress: nil,
            willWrite: { if $0.name == "Ale 1" { throw Failure() } }))
        XCTAssertEqual(try store.stats().beers, 2)
        XCTAssertEqual(try indexes(), before)
        let summary = try CatalogueImporter.write(batch, into: store)
        XCTAssertEqual(summary.beersAdded, try store.stats().beers - 2)
        XCTAssertEqual(try indexes(), before)
    }

    func testABundledBeerDoesNotOverwriteAnImportedOneWhileAppending() throws {
        let store = try CatalogueStore(path: directory.appendingPathComponent("bundled.sqlite").path)
        _ = try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "House Ale", brewery: NewBrewery(name: "Home"), abv: 5, origin: .imported))
        }
        var batch = ImportBatch()
        batch.beers = (0 ..< CatalogueImporter.indexRebuildThreshold).map {
            ImportedBeer(name: "Bundled \($0)", brewery: ImportedBrewery(name: "Factory"))
        } + [ImportedBeer(name: "HOUSE ALE", brewery: ImportedBrewery(name: "Home"), abv: 9)]
        let summary = try CatalogueImporter.write(batch, into: store, origin: .bundled)
        XCTAssertEqual(summary.beersUnchanged, 1)
        let house = try XCTUnwrap(try store.allBeers().first { $0.brewery.name == "Home" })
        XCTAssertEqual(house.name, "House Ale")
        XCTAssertEqual(house.abv, 5)
    }

    func testABreweryRenamedDuringTheImportReachesAllItsBeersAndTheTriggersComeBack() throws {
        let store = try storeWithOldBeers("renamed.sqlite")
        var rows = (0 ..< CatalogueImporter.indexRebuildThreshold).map { CSVRow(name: "Ale \($0)", brewery: "Brewery \($0 % 13)") }
        rows.append(CSVRow(name: "Late Porter", brewery: "OLD HOUSE"))
        rows.append(CSVRow(name: "Ale 99", brewery: "BREWERY 8"))
        _ = try CatalogueImporter.importFiles([try csv(rows)], into: store)
        try store.database.read { db in
            let stale = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM beers b JOIN breweries r ON r.id = b.brewery_id JOIN beers_fts f ON f.rowid = b.id
                WHERE f.brewery IS NOT r.name OR b.brewery_sort IS NOT r.sort_key
                """)
            XCTAssertEqual(stale, 0, "every beer, old or new, carries its brewery's final name")
            XCTAssertEqual(try String.fetchAll(db, sql: "SELECT name FROM breweries WHERE name IN ('OLD HOUSE', 'BREWERY 8') ORDER BY name"),
                           ["BREWERY 8", "OLD HOUSE"])
            let triggers = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'breweries_%'")
            XCTAssertEqual(Set(triggers), Set(CatalogueTransaction.breweryRenameTriggers + ["breweries_search_update"]))
        }
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("brewery:\"old house\""))).total, 3)
    }
}
