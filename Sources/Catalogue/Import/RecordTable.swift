/// One input file as a header and rows of text, whatever its format: the common shape the
/// layout detection and normalisation work on.
public struct RecordTable: Sendable {
    public let file: String
    /// Header names as written in the file.
    public let header: [String]
    public var rows: [[String]]
    /// The line (CSV) or object number (JSON) each row came from, for messages.
    public var lines: [Int]
    /// Where each row came from, for messages, when that is not "file:line": a folder of JSON
    /// files names each row's file (`origins[n]` is the row at line n + 1).
    public var origins: [String]?

    public init(file: String, header: [String], rows: [[String]], lines: [Int], origins: [String]? = nil) {
        self.file = file
        self.header = header
        self.rows = rows
        self.lines = lines
        self.origins = origins
    }

    /// Builds a table from CSV bytes; the first record is the header.
    public static func csv(_ bytes: [UInt8], file: String) throws -> RecordTable {
        var header: [String]?
        var rows: [[String]] = []
        var lines: [Int] = []
        try CSVReader(bytes: bytes, fileName: file).forEachRow(header: { header = $0 }) { fields, line in
            rows.append(fields)
            lines.append(line)
        }
        guard let header else { throw ImportError.emptyFile(file: file) }
        return RecordTable(file: file, header: header, rows: rows, lines: lines)
    }

    /// Builds a table from JSON objects: the header is the union of their keys, those in
    /// `keyOrder` first; a key an object lacks reads as empty.
    public static func objects(_ objects: [[String: String]], keyOrder: [String], file: String) -> RecordTable {
        var header: [String] = []
        var seen = Set<String>()
        for key in keyOrder where objects.contains(where: { $0[key] != nil }) && seen.insert(key).inserted {
            header.append(key)
        }
        for object in objects {
            for key in object.keys.sorted() where seen.insert(key).inserted { header.append(key) }
        }
        let rows = objects.map { object in header.map { object[$0] ?? "" } }
        return RecordTable(file: file, header: header, rows: rows, lines: (0..<objects.count).map { $0 + 1 })
    }
}
