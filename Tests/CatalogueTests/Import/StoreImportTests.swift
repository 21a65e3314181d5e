@testable import Catalogue
import PTYTestSupport
import XCTest

/// Writing imports through the store: one transaction, summaries, duplicates, dry runs, rollback.
final class StoreImportTests: XCTestCase {
    private var store: CatalogueStore!

    override func setUpWithError() throws {
        store = try CatalogueStore(path: makeTemporaryDirectory().appendingPathComponent("catalogue.sqlite").path)
    }

    private func importFixtures(_ paths: String..., dryRun: Bool = false) throws -> ImportSummary {
        try CatalogueImporter.importFiles(paths.map(ImportFixtures.path), into: store, dryRun: dryRun)
    }

    func testImportWritesBeersAndBreweriesAndSummarises() throws {
        let summary = try importFixtures("craft-cans/beers.csv", "craft-cans/breweries.csv")
        XCTAssertEqual(summary.rowsRead, 14)
        XCTAssertEqual(summary.beersAdded, 14)
        XCTAssertEqual(summary.beersUpdated, 0)
        XCTAssertEqual(summary.breweriesAdded, 2)
        XCTAssertEqual(summary.skippedCount, 0)
        XCTAssertEqual(try store.stats().beers, 14)
        let saison = try XCTUnwrap(try store.allBeers().first { $0.name == "Sophomoric Saison" })
        XCTAssertEqual(saison.abv, 7.2)
        XCTAssertEqual(saison.brewery.city, "Louisville")
        XCTAssertEqual(saison.brewery.countryCode, "US")
        XCTAssertEqual(saison.origin, .imported)
    }

    func testSummaryCountsSkipsDuplicatesAndWarnings() throws {
        let summary = try importFixtures("hazards/duplicates.csv")
        XCTAssertEqual(summary.rowsRead, 4)
        XCTAssertEqual(summary.beersAdded, 2)
        XCTAssertEqual(summary.beersUpdated, 2, "duplicate rows are updates, not new beers")
        XCTAssertEqual(try store.stats().beers, 2)
        let skipped = try importFixtures("hazards/empty-values.csv")
        XCTAssertEqual(skipped.skipped, ["missing brewery": 1, "missing name": 1])
        XCTAssertTrue(skipped.lines.contains("skipped: 2 (missing brewery: 1, missing name: 1)"), "\(skipped.lines)")
        let absurd = try importFixtures("hazards/absurd-values.csv")
        XCTAssertEqual(absurd.warnings.count, 2)
        XCTAssertTrue(absurd.lines.contains("warnings: 2"))
        XCTAssertEqual(try store.allBeers().first { $0.name == "Impossible Ale" }?.abv, 99.99)
    }

    func testReimportingUpdatesInsteadOfDuplicating() throws {
        _ = try importFixtures("punkapi/array.json")
        let again = try importFixtures("punkapi/array.json")
        XCTAssertEqual(again.beersAdded, 0)
        XCTAssertEqual(again.beersUnchanged, 2)
        let overlapping = try importFixtures("punkapi/beers")
        XCTAssertEqual(overlapping.beersAdded, 2, "Trashy Blonde and Bramling X")
        XCTAssertEqual(overlapping.beersUpdated, 1, "Buzz has a longer description in the folder")
        XCTAssertEqual(try store.stats().beers, 4)
    }

    func testDryRunReportsButWritesNothing() throws {
        let summary = try importFixtures("openbeerdb/beers.csv", "openbeerdb/breweries.csv", "openbeerdb/styles.csv",
                                         "openbeerdb/categories.csv", dryRun: true)
        XCTAssertTrue(summary.dryRun)
        XCTAssertEqual(summary.beersAdded, 8)
        XCTAssertEqual(summary.skipped, ["unknown brewery_id": 1])
        XCTAssertTrue(summary.lines.contains("dry run: nothing was written"))
        XCTAssertEqual(try store.stats().beers, 0)
        XCTAssertEqual(try store.stats().breweries, 0)
    }

    func testAFailingRowRollsBackTheWholeImport() throws {
        _ = try importFixtures("craft-cans/beers.csv", "craft-cans/breweries.csv")
        let before = try store.allBeers()
        let statsBefore = try store.stats()
        let batch = try ImportFixtures.batch("openbeerdb/beers.csv", "openbeerdb/breweries.csv", "openbeerdb/styles.csv",
                                       "openbeerdb/categories.csv")
        struct FailingRow: Error {}
        var written = 0
        XCTAssertThrowsError(try CatalogueImporter.write(
            batch, into: store, origin: .imported, dryRun: false, progress: nil,
            willWrite: { beer in
                written += 1
                if beer.name == "Bitter" { throw FailingRow() }
            })) { error in XCTAssertTrue(error is FailingRow) }
        XCTAssertEqual(written, 5, "four beers were written before the failing row")
        XCTAssertEqual(try store.stats(), statsBefore)
        XCTAssertEqual(try store.allBeers(), before)
    }

    func testBadInputLeavesTheDatabaseUntouched() throws {
        _ = try importFixtures("hazards/abv-percent.csv")
        XCTAssertThrowsError(try importFixtures("hazards/duplicates.csv", "hazards/unterminated-quote.csv"))
        XCTAssertEqual(try store.stats().beers, 3)
    }

    func testProgressIsReportedUpToTheTotal() throws {
        let reports = Reports()
        _ = try CatalogueImporter.importFiles(
            [ImportFixtures.path("craft-cans/beers.csv"), ImportFixtures.path("craft-cans/breweries.csv")],
            into: store, progress: { done, total in reports.append(done, total) })
        XCTAssertEqual(reports.values.last?.0, 14)
        XCTAssertEqual(reports.values.last?.1, 14)
    }
}

/// Collects progress callbacks (which are `@Sendable`).
private final class Reports: @unchecked Sendable {  // state guarded by `lock`
    private let lock = NSLock()
    private var stored: [(Int, Int)] = []
    func append(_ done: Int, _ total: Int) { lock.withLock { stored.append((done, total)) } }
    var values: [(Int, Int)] { lock.withLock { stored } }
}
