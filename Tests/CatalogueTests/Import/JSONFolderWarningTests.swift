@testable import Catalogue
import Foundation
import XCTest

/// A folder of JSON files (the Punk API's layout) is one import, but its messages name the file
/// a value came from, not a position in the folder as a whole.
final class JSONFolderWarningTests: XCTestCase {
    func testWarningsNameTheFileTheBeerCameFrom() throws {
        let folder = try makeFolder([
            "data/buzz.json": #"{"id": 1, "name": "Buzz", "tagline": "Bitter.", "first_brewed": "09/2007", "abv": 4.5}"#,
            "data/sink_the_bismarck.json":
                #"{"id": 2, "name": "Sink The Bismarck!", "tagline": "IPA.", "first_brewed": "2010", "abv": 41, "ibu": 1085}"#,
            "data/two_beers.json": #"""
                [{"id": 3, "name": "Trashy Blonde", "tagline": "Blonde.", "first_brewed": "2008", "abv": 4.1},
                 {"id": 4, "name": "Dead Pony", "tagline": "Pale.", "first_brewed": "2010", "abv": 95}]
                """#,
        ])
        let store = try CatalogueStore.inMemory()
        let summary = try CatalogueImporter.importFiles([folder.appendingPathComponent("data").path], into: store, dryRun: true)
        XCTAssertEqual(summary.rowsRead, 4)
        XCTAssertEqual(summary.warnings, [
            "data/sink_the_bismarck.json: ABV 41% for 'Sink The Bismarck!' looks implausible (kept)",
            "data/sink_the_bismarck.json: IBU 1085 for 'Sink The Bismarck!' looks implausible (kept)",
            "data/two_beers.json:2: ABV 95% for 'Dead Pony' looks implausible (kept)",
        ])
    }
}
