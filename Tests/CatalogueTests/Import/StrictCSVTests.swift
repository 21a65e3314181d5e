@testable import Catalogue
import PTYTestSupport
import XCTest

/// A CSV import is strict: a ragged row, a NUL or bytes that are not UTF-8 stop it with the
/// file, line and column, before anything is written.
final class StrictCSVTests: XCTestCase {
    func testARowWithFewerFieldsThanTheHeaderNamesItsLine() {
        XCTAssertThrowsError(try ImportFixtures.batch("hazards/short-row.csv")) { error in
            XCTAssertEqual(error as? ImportError, .fieldCount(file: "short-row.csv", line: 3, found: 3, expected: 4))
            XCTAssertEqual("\(error)", "short-row.csv:3: 3 fields where the header has 4")
        }
    }

    func testARowWithMoreFieldsThanTheHeaderNamesItsLine() {
        XCTAssertThrowsError(try ImportFixtures.batch("hazards/long-row.csv")) { error in
            XCTAssertEqual(error as? ImportError, .fieldCount(file: "long-row.csv", line: 3, found: 4, expected: 3))
        }
    }

    func testANulCharacterNamesLineAndColumn() {
        XCTAssertThrowsError(try ImportFixtures.batch("hazards/nul-byte.csv")) { error in
            XCTAssertEqual(error as? ImportError, .nulCharacter(file: "nul-byte.csv", line: 3, column: 2))
            XCTAssertEqual("\(error)", "nul-byte.csv:3: column 2: NUL character")
        }
    }

    func testInvalidUTF8NamesLineAndColumn() {
        XCTAssertThrowsError(try ImportFixtures.batch("hazards/invalid-utf8.csv")) { error in
            XCTAssertEqual(error as? ImportError, .invalidUTF8(file: "invalid-utf8.csv", line: 3, column: 1))
            XCTAssertEqual("\(error)", "invalid-utf8.csv:3: column 1: invalid UTF-8")
        }
    }

    func testInvalidUTF8InsideAMultiLineFieldNamesTheLineOfTheBadByte() {
        let bytes = Array("name,description\nAle,\"one\ntwo ".utf8) + [0xFF] + Array("\"\n".utf8)
        XCTAssertThrowsError(try CSVReader(bytes: bytes, fileName: "t.csv").records()) { error in
            XCTAssertEqual(error as? ImportError, .invalidUTF8(file: "t.csv", line: 3, column: 2))
        }
    }

    func testNothingIsWrittenWhenALaterRowIsMalformed() throws {
        let store = try CatalogueStore(path: makeTemporaryDirectory().appendingPathComponent("c.sqlite").path)
        for fixture in ["hazards/short-row.csv", "hazards/long-row.csv", "hazards/nul-byte.csv", "hazards/invalid-utf8.csv"] {
            XCTAssertThrowsError(try CatalogueImporter.importFiles([ImportFixtures.path(fixture)], into: store), fixture)
        }
        XCTAssertEqual(try store.stats().beers, 0)
    }

    func testNegativeABVAndIBUAreKeptAndFlaggedButMinusOneMeansUnknown() throws {
        let batch = try ImportFixtures.batch("hazards/negative-values.csv")
        XCTAssertEqual(batch.beer("Negative Ale")?.abv, -5)
        XCTAssertEqual(batch.beer("Negative Ale")?.ibu, -20)
        XCTAssertNil(batch.beer("Unknown Ale")?.abv)
        XCTAssertNil(batch.beer("Unknown Ale")?.ibu)
        XCTAssertEqual(batch.warnings, [
            "negative-values.csv:2: ABV -5% for 'Negative Ale' looks implausible (kept)",
            "negative-values.csv:2: IBU -20 for 'Negative Ale' looks implausible (kept)",
        ])
    }
}

/// Warnings are counted in full but only the first ones are kept, so a file full of odd
/// values cannot make an import's memory grow with it.
final class WarningLimitTests: XCTestCase {
    func testOnlyTheFirstWarningsAreListedAndAllAreCounted() throws {
        let count = ImportBatch.listedWarnings + 5
        let table = RecordTable(file: "w.csv", header: ["name", "brewery", "abv"],
                                rows: (0..<count).map { ["Odd \($0)", "B", "-3"] }, lines: Array(2..<(count + 2)))
        let batch = try ImportNormaliser.normalise([table])
        XCTAssertEqual(batch.warnings.count, ImportBatch.listedWarnings)
        XCTAssertEqual(batch.unlistedWarnings, 5)
        XCTAssertEqual(batch.warnings.first, "w.csv:2: ABV -3% for 'Odd 0' looks implausible (kept)")
        var summary = ImportSummary()
        summary.warnings = batch.warnings
        summary.unlistedWarnings = batch.unlistedWarnings
        XCTAssertTrue(summary.lines.contains("warnings: \(count) (the first \(ImportBatch.listedWarnings) listed)"), "\(summary.lines)")
    }
}
