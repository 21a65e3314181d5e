@testable import Catalogue
import PTYTestSupport
import XCTest

/// A CSV file is read a chunk at a time: records that straddle chunk boundaries (quoted line
/// breaks, doubled quotes, CRLF, a byte order mark, multi-byte characters) read exactly as
/// they do from memory.
final class StreamingCSVTests: XCTestCase {
    private let text = "\u{FEFF}name,brewery,description\r\n"
        + "Kölsch Brûlé,Brauhaus Café,\"Line one\r\nline two, \"\"quoted\"\"\"\r\n"
        + "\r\n"
        + "日本 Ale,Brewery,\"\"\r\n"
        + "Last,Brewery,no newline at the end"

    func testChunkBoundariesAnywhereGiveTheSameRecords() throws {
        let url = try makeTemporaryDirectory().appendingPathComponent("t.csv")
        try Data(text.utf8).write(to: url)
        let expected = try CSVReader(bytes: Array(text.utf8), fileName: "t.csv").records()
        XCTAssertEqual(expected.count, 4)
        for chunkSize in [1, 2, 3, 5, 7, 16, 64, 4_096] {
            let streamed = try CSVReader(contentsOf: url, fileName: "t.csv", chunkSize: chunkSize).records()
            XCTAssertEqual(streamed.map(\.fields), expected.map(\.fields), "chunk size \(chunkSize)")
            XCTAssertEqual(streamed.map(\.line), expected.map(\.line), "chunk size \(chunkSize)")
        }
    }

    func testAnUnterminatedQuoteAtTheEndOfAFileIsStillAnError() throws {
        let url = try makeTemporaryDirectory().appendingPathComponent("t.csv")
        try Data("a,b\n1,\"open\n".utf8).write(to: url)
        XCTAssertThrowsError(try CSVReader(contentsOf: url, fileName: "t.csv", chunkSize: 3).records()) { error in
            XCTAssertEqual(error as? ImportError, .unterminatedQuote(file: "t.csv", line: 2))
        }
    }

    func testImportingAFileReadsTheSameBeersAsInMemory() throws {
        for fixture in ["hazards/crlf-bom.csv", "hazards/unicode.csv", "hazards/duplicates.csv", "openbeerdb/beers.csv"] {
            let url = URL(fileURLWithPath: ImportFixtures.path(fixture))
            let streamed = try CSVFileRows(url: url, file: url.lastPathComponent)
            let table = try RecordTable.csv(Array(try Data(contentsOf: url)), file: url.lastPathComponent)
            var rows: [[String]] = []
            var lines: [Int] = []
            try streamed.forEachRow { rows.append($0); lines.append($1) }
            XCTAssertEqual(streamed.header, table.header, fixture)
            XCTAssertEqual(rows, table.rows, fixture)
            XCTAssertEqual(lines, table.lines, fixture)
        }
    }
}

/// The first pass over a CSV file keeps only the ABV column's text, yet checks and counts every row.
final class KeepingOneColumnTests: XCTestCase {
    func testOtherFieldsReadEmptyButRowsAreCheckedAndCounted() throws {
        let text = "name,abv\nOne Ale,5\n\n\"\",6\nTwo,\n"
        var records: [[String]] = []
        try CSVReader(bytes: Array(text.utf8), fileName: "t.csv").forEachRecord(keepingOnly: 1) { fields, _ in records.append(fields) }
        XCTAssertEqual(records, [["", "abv"], ["", "5"], ["", "6"], ["", ""]])
        let bad = Array("name,abv\nOne ".utf8) + [0xFF] + Array(",5\n".utf8)
        XCTAssertThrowsError(try CSVReader(bytes: bad, fileName: "t.csv").forEachRecord(keepingOnly: 1) { _, _ in }) { error in
            XCTAssertEqual(error as? ImportError, .invalidUTF8(file: "t.csv", line: 2, column: 1))
        }
    }
}
