@testable import Catalogue
import PTYTestSupport
import XCTest

/// A JSON file is read a chunk at a time: whatever the chunk size, the objects and the errors
/// (with their line and column) are those of the whole file parsed at once, and the bytes held
/// stay about one chunk and one object.
final class StreamingJSONTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try makeTemporaryDirectory()
    }

    private func file(_ text: String, _ name: String = "t.json") throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    private func streamed(_ url: URL, chunkSize: Int) throws -> (objects: [[String: String]], largestBuffer: Int) {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var parser = JSONObjectParser(handle: handle, file: "t.json", chunkSize: chunkSize)
        var objects: [[String: String]] = []
        try parser.forEachObject { object, _ in objects.append(object) }
        return (objects, parser.largestBuffer)
    }

    private let texts = [
        #"{"beers": [{"name": "A", "abv": 5.5}, {"name": "B", "abv": -1}], "count": 2}"#,
        "\u{FEFF}[{\"name\": \"Caf\\u00e9 \\ud83c\\udf7a\", \"ibu\": 4e1, \"ok\": true, \"gone\": null},\n {\"name\": \"Ölbräu\", \"nested\": {\"a\": [1, \"]\"]}}]",
        "{\"abv\":5.5,\"name\":\"Äpfel\"}\n{\"abv\":-1,\"name\":\"B\"}\n",
        "[]",
        "[{\"name\": ",
        "[\n  {\"name\": \"Ä\"},\n  {\"name\" \"B\"}\n]",
        "[{\"name\": \"A\"}, 3]",
        "{\"name\": \"Ä\"} x",
        "[{\"name\": \"a\u{0}b\"}]",
        "[{\"name\": \"\\u12\"}]",
        "[{\"name\": \"ab\", \"abv\": tru}]",
    ]

    func testEveryChunkSizeReadsWhatTheWholeFileReads() throws {
        for (number, text) in texts.enumerated() {
            let url = try file(text, "case\(number).json")
            let whole = Result { try JSONRecordReader.objects(bytes: Array(text.utf8), file: "t.json") }
            for chunkSize in [1, 2, 3, 5, 8, 64] {
                let chunked = Result { try streamed(url, chunkSize: chunkSize).objects }
                switch (whole, chunked) {
                case let (.success(expected), .success(found)): XCTAssertEqual(found, expected, "\(text), chunks of \(chunkSize)")
                case let (.failure(expected), .failure(found)):
                    XCTAssertEqual(found as? ImportError, expected as? ImportError, "\(text), chunks of \(chunkSize)")
                default: XCTFail("\(text), chunks of \(chunkSize): \(whole) but \(chunked)")
                }
            }
        }
    }

    func testAnErrorFarIntoALongLineCountsTheColumnsAlreadyDropped() throws {
        let objects = (0 ..< 500).map { #"{"name": "Bière \#($0)"}"# }.joined(separator: ", ")
        let text = "[" + objects + ", {\"name\" 1}]"
        let url = try file(text)
        let expected = Result { try JSONRecordReader.objects(bytes: Array(text.utf8), file: "t.json") }
        XCTAssertThrowsError(try streamed(url, chunkSize: 100)) { error in
            guard case let .failure(wholeError) = expected else { return XCTFail("the whole file parsed") }
            XCTAssertEqual(error as? ImportError, wholeError as? ImportError)
        }
    }

    func testALargeFileIsHeldAChunkAtATime() throws {
        let objects = (0 ..< 20_000).map { #"{"name": "Streamed Ale \#($0)", "brewery": "Flow", "abv": 5}"# }
        let url = try file("[\n" + objects.joined(separator: ",\n") + "\n]\n")
        let (read, largestBuffer) = try streamed(url, chunkSize: 4_096)
        XCTAssertEqual(read.count, 20_000)
        XCTAssertEqual(read.last, ["name": "Streamed Ale 19999", "brewery": "Flow", "abv": "5"])
        XCTAssertLessThan(largestBuffer, 3 * 4_096, "at most two chunks and an object, of a file of \(objects.count * 60) bytes")
    }

    func testStreamedRowsMatchTheTableOfTheWholeFile() throws {
        let objects = (0 ..< 300).map { number in
            number % 3 == 0 ? #"{"name": "Ale \#(number)", "brewery": "B", "zeta": "\#(number)"}"#
                : #"{"alpha": 1, "abv": 4.\#(number % 10), "name": "Ale \#(number)", "brewery": "B"}"#
        }
        let url = try file(#"{"beers": ["# + objects.joined(separator: ", ") + "]}", "beers.json")
        let table = try ImportFile.table(path: url.path)
        let rows = try JSONFileRows(url: url, file: "beers.json", chunkSize: 97)
        XCTAssertEqual(rows.header, table.header)
        var streamed: [[String]] = []
        var numbers: [Int] = []
        try rows.forEachRow { streamed.append($0); numbers.append($1) }
        XCTAssertEqual(streamed, table.rows)
        XCTAssertEqual(numbers, table.lines)
        let abv = try XCTUnwrap(table.header.firstIndex(of: "abv"))
        try rows.forEachRow(keepingOnly: abv) { row, number in
            XCTAssertEqual(row[abv], table.rows[number - 1][abv])
        }
    }

    func testAJSONImportStreamsTheFile() throws {
        let store = try CatalogueStore(path: directory.appendingPathComponent("c.sqlite").path)
        let objects = (0 ..< 600).map { #"{"name": "Streamed Ale \#($0 % 550)", "brewery": "Flow", "abv": \#(4 + $0 % 3)}"# }
        let url = try file(objects.joined(separator: "\n") + "\n", "beers.json")
        XCTAssertTrue(try ImportFile.rows(path: url.path) is JSONFileRows)
        let summary = try CatalogueImporter.importFiles([url.path], into: store)
        XCTAssertEqual(summary.rowsRead, 600)
        XCTAssertEqual(summary.beersAdded, 550)
        XCTAssertEqual(summary.beersUpdated, 50)
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("streamed"))).total, 550)
    }
}
