import Foundation

/// The rows of one input file, whatever its format, read in order as often as needed: the
/// importer reads a beer file twice (once to decide its ABV scale, once to import it).
protocol ImportRows: Sendable {
    var file: String { get }
    /// Header names as written in the file.
    var header: [String] { get }
    /// Calls `body` with each data row and the line (CSV) or object number (JSON) it came from.
    /// With `keepingOnly`, a reader may pass the other fields as "" (rows are checked all the same).
    func forEachRow(keepingOnly column: Int?, _ body: ([String], Int) throws -> Void) throws
    /// Whether the file has no columns and no rows (an empty JSON array): nothing to import.
    var holdsNothing: Bool { get }
    /// Where the row at `line` came from, as messages name it ("beers.csv:12").
    func origin(of line: Int) -> String
}

extension ImportRows {
    func forEachRow(_ body: ([String], Int) throws -> Void) throws {
        try forEachRow(keepingOnly: nil, body)
    }

    func origin(of line: Int) -> String { "\(file):\(line)" }
}

extension RecordTable: ImportRows {
    var holdsNothing: Bool { header.isEmpty && rows.isEmpty }

    func origin(of line: Int) -> String {
        guard let origins, line >= 1, line <= origins.count else { return "\(file):\(line)" }
        return origins[line - 1]
    }

    func forEachRow(keepingOnly column: Int?, _ body: ([String], Int) throws -> Void) throws {
        for (row, line) in zip(rows, lines) { try body(row, line) }
    }
}

/// A CSV file read a chunk at a time: only its header is kept in memory.
struct CSVFileRows: ImportRows {
    let file: String
    let header: [String]
    private let reader: CSVReader

    init(url: URL, file: String) throws {
        reader = CSVReader(contentsOf: url, fileName: file)
        self.file = file
        guard let header = try reader.header() else { throw ImportError.emptyFile(file: file) }
        self.header = header
    }

    var holdsNothing: Bool { false }

    func forEachRow(keepingOnly column: Int?, _ body: ([String], Int) throws -> Void) throws {
        try reader.forEachRow(header: { _ in }, keepingOnly: column, body)
    }
}

extension CSVReader {
    /// The first record, reading no further.
    func header() throws -> [String]? {
        struct Found: Error { let fields: [String] }
        do {
            try forEachRecord { fields, _ in throw Found(fields: fields) }
        } catch let found as Found {
            return found.fields
        }
        return nil
    }

    /// The first record to `header`, then every other one to `body`; a record with fewer or
    /// more fields than the header is an error naming its line.
    func forEachRow(
        header: ([String]) throws -> Void, keepingOnly column: Int? = nil, _ body: ([String], Int) throws -> Void
    ) throws {
        var width: Int?
        try forEachRecord(keepingOnly: column) { fields, line in
            guard let expected = width else {
                width = fields.count
                return try header(fields)
            }
            guard fields.count == expected else {
                throw ImportError.fieldCount(file: fileName, line: line, found: fields.count, expected: expected)
            }
            try body(fields, line)
        }
    }
}
