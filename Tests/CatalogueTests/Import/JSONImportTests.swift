@testable import Catalogue
import PTYTestSupport
import XCTest

/// The JSON shapes an import accepts, and errors that say where the file went wrong.
final class JSONImportTests: XCTestCase {
    private func objects(_ text: String) throws -> [[String: String]] {
        try JSONRecordReader.objects(bytes: Array(text.utf8), file: "t.json")
    }

    func testABeersWrapperAnArrayAndOneObjectPerLine() throws {
        let expected = [["name": "A", "abv": "5.5"], ["name": "B", "abv": "-1"]]
        XCTAssertEqual(try objects(#"{"beers": [{"name": "A", "abv": 5.5}, {"name": "B", "abv": -1}]}"#), expected)
        XCTAssertEqual(try objects(#"[{"name": "A", "abv": 5.5}, {"name": "B", "abv": -1}]"#), expected)
        XCTAssertEqual(try objects("{\"abv\":5.5,\"name\":\"A\"}\n{\"abv\":-1,\"name\":\"B\"}\n"), expected)
        XCTAssertEqual(try objects(#"{"name": "Solo"}"#), [["name": "Solo"]])
    }

    func testValuesBecomeTextAndNestedValuesAreDropped() throws {
        let object = try objects(#"{"name": "Caf\u00e9 \ud83c\udf7a", "ibu": 4e1, "bool": true, "gone": null, "nested": {"a": [1, "]"]}, "tab": "a\tb"}"#)
        XCTAssertEqual(object, [["name": "Café 🍺", "ibu": "4e1", "bool": "1", "tab": "a\tb"]])
    }

    func testAnEmptyArrayImportsNothing() throws {
        let store = try CatalogueStore(path: makeTemporaryDirectory().appendingPathComponent("c.sqlite").path)
        let url = try makeTemporaryDirectory().appendingPathComponent("empty.json")
        try Data("[]\n".utf8).write(to: url)
        let summary = try CatalogueImporter.importFiles([url.path], into: store)
        XCTAssertEqual(summary.rowsRead, 0)
        XCTAssertEqual(summary.beersAdded, 0)
        XCTAssertEqual(try objects(#"{"beers": []}"#), [])
    }

    func testErrorsNameLineAndColumn() {
        let cases: [(String, ImportError)] = [
            ("[{\"name\": ", .invalidJSON(file: "t.json", line: 1, column: 11, reason: "unexpected end of file")),
            ("[\n  {\"name\": \"A\"},\n  {\"name\" \"B\"}\n]", .invalidJSON(file: "t.json", line: 3, column: 11, reason: "expected ':' after a key")),
            ("[{\"name\": \"A\"}, 3]", .invalidJSON(file: "t.json", line: 1, column: 17, reason: "element 2 is not an object")),
            ("{\"name\": \"Ä\"} x", .invalidJSON(file: "t.json", line: 1, column: 15, reason: "expected an object or an array of objects")),
            ("\"text\"", .invalidJSON(file: "t.json", line: 1, column: 1, reason: "expected an object or an array of objects")),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try objects(text), text) { error in XCTAssertEqual(error as? ImportError, expected, text) }
        }
        XCTAssertEqual("\(ImportError.invalidJSON(file: "t.json", line: 3, column: 11, reason: "expected ':' after a key"))",
                       "t.json:3:11: invalid JSON: expected ':' after a key")
    }

    func testInvalidUTF8AndControlCharactersInAStringAreErrors() {
        XCTAssertThrowsError(try JSONRecordReader.objects(bytes: Array("[{\"name\": \"a".utf8) + [0xFF] + Array("\"}]".utf8), file: "t.json")) { error in
            XCTAssertEqual(error as? ImportError, .invalidJSON(file: "t.json", line: 1, column: 13, reason: "invalid UTF-8"))
        }
        XCTAssertThrowsError(try objects("[{\"name\": \"a\u{0}b\"}]")) { error in
            XCTAssertEqual(error as? ImportError, .invalidJSON(file: "t.json", line: 1, column: 13, reason: "NUL character in a string"))
        }
    }
}
