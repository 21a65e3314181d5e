@testable import Catalogue
import Foundation
import PTYTestSupport
import XCTest

/// `taproom export` in either format imports back into an empty catalogue unchanged (a beer's
/// source id aside: one without takes its id in the exported catalogue).
final class ExportRoundTripTests: XCTestCase {
    private func beers(_ path: String) throws -> [String] {
        try CatalogueStore(path: path).allBeers().map {
            [$0.name, $0.brewery.name, $0.brewery.city ?? "", $0.brewery.region ?? "", $0.brewery.country ?? "",
             $0.style?.name ?? "", $0.abv.map { "\($0)" } ?? "", $0.ibu.map { "\($0)" } ?? "",
             $0.colour.map { "\($0.srm)" } ?? "", $0.description ?? "", $0.firstBrewed ?? ""]
                .joined(separator: "|")
        }.sorted()
    }

    func testExportedCatalogueImportsBackUnchanged() throws {
        let home = try makeTemporaryDirectory()
        let original = home.appendingPathComponent("original.sqlite").path
        // As `taproom` opens it: with the bundled beers.
        let store = try CatalogueStore.openInstallingBundledCatalogue(path: original)
        _ = try CatalogueImporter.importFiles(
            ["openbeerdb/beers.csv", "openbeerdb/breweries.csv", "openbeerdb/styles.csv", "openbeerdb/categories.csv",
             "hazards/unicode.csv", "hazards/crlf-bom.csv"].map(ImportFixtures.path), into: store)
        let expected = try beers(original)
        XCTAssertGreaterThan(expected.count, 12)
        for format in ["json", "csv"] {
            let export = try TaproomProcess.run(["export", "--\(format)", "--database", original], home: home)
            XCTAssertEqual(export.status, 0, export.stderr)
            let file = home.appendingPathComponent("export.\(format)")
            try Data(export.stdout.utf8).write(to: file)
            // An empty catalogue: `import` would otherwise load the bundled beers first.
            let copy = home.appendingPathComponent("copy-\(format).sqlite").path
            _ = try CatalogueImporter.importFiles([file.path], into: try CatalogueStore(path: copy))
            XCTAssertEqual(try beers(copy), expected, format)
        }
    }
}
