import XCTest
@testable import Catalogue

final class CSVReaderTests: XCTestCase {
    private func records(_ text: String) throws -> [[String]] {
        try CSVReader(bytes: Array(text.utf8), fileName: "t.csv").records().map(\.fields)
    }

    func testPlainRecordsWithLF() throws {
        XCTAssertEqual(try records("a,b\n1,2\n"), [["a", "b"], ["1", "2"]])
    }

    func testQuotedFieldsHoldCommasQuotesAndNewlines() throws {
        let parsed = try records("a,b\n\"x, y\",\"say \"\"hi\"\"\"\n\"line1\nline2\",z\n")
        XCTAssertEqual(parsed, [["a", "b"], ["x, y", "say \"hi\""], ["line1\nline2", "z"]])
    }

    func testCRLFAndLoneCRLineEnds() throws {
        XCTAssertEqual(try records("a,b\r\n1,2\r\n3,4\r5,6"), [["a", "b"], ["1", "2"], ["3", "4"], ["5", "6"]])
    }

    func testByteOrderMarkIsSkipped() throws {
        XCTAssertEqual(try records("\u{FEFF}name\nx\n"), [["name"], ["x"]])
    }

    func testEmptyFieldsTrailingCommaAndMissingFinalNewline() throws {
        XCTAssertEqual(try records("a,,c,\n,\n\"\",x"), [["a", "", "c", ""], ["", ""], ["", "x"]])
    }

    func testBlankLinesAreSkipped() throws {
        XCTAssertEqual(try records("a\n\n\nb\n"), [["a"], ["b"]])
    }

    func testLineNumbersCountPhysicalLines() throws {
        let lines = try CSVReader(bytes: Array("h\n\"a\nb\"\nc\n".utf8), fileName: "t.csv").records().map(\.line)
        XCTAssertEqual(lines, [1, 2, 4])
    }

    func testUnterminatedQuoteReportsItsLine() {
        XCTAssertThrowsError(try records("a\nb\n\"open\nmore\n")) { error in
            XCTAssertEqual(error as? ImportError, .unterminatedQuote(file: "t.csv", line: 3))
            XCTAssertEqual("\(error)", "t.csv:3: unterminated quoted field")
        }
    }

    func testCharacterAfterClosingQuoteIsAnError() {
        XCTAssertThrowsError(try records("a\n\"x\"y\n")) { error in
            XCTAssertEqual(error as? ImportError, .unexpectedCharacterAfterQuote(file: "t.csv", line: 2))
        }
    }

    func testInvalidUTF8ReportsLineAndColumn() {
        let bytes: [UInt8] = Array("ab,c\n".utf8) + [0xC3, 0x28]
        XCTAssertThrowsError(try CSVReader(bytes: bytes, fileName: "t.csv").records()) { error in
            XCTAssertEqual(error as? ImportError, .invalidUTF8(file: "t.csv", line: 2, column: 1))
        }
    }

    func testMultiByteTextIsKept() throws {
        XCTAssertEqual(try records("Kölsch,日本,🍺\n"), [["Kölsch", "日本", "🍺"]])
    }
}
