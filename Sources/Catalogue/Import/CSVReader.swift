import Foundation

/// An RFC 4180 CSV reader that works on bytes, not `Character`s, so large files parse quickly,
/// and reads a file a chunk at a time, so its memory does not grow with the file.
///
/// Handles quoted fields holding commas, doubled quotes and line breaks; CRLF, LF or CR line
/// ends; an optional UTF-8 byte order mark; and blank lines (skipped). A field that is not
/// UTF-8 or holds a NUL is an error naming its line and column.
public struct CSVReader: Sendable {
    private enum Source: Sendable {
        case bytes([UInt8])
        case file(URL)
    }

    private let source: Source
    public let fileName: String
    /// How much of a file is read at a time; a record longer than this grows the buffer.
    private let chunkSize: Int

    public init(bytes: [UInt8], fileName: String) {
        source = .bytes(bytes)
        self.fileName = fileName
        chunkSize = 0
    }

    /// Reads the file at `url` a chunk (by default 1 MiB) at a time, as records are asked for.
    public init(contentsOf url: URL, fileName: String) {
        self.init(contentsOf: url, fileName: fileName, chunkSize: 1 << 20)
    }

    init(contentsOf url: URL, fileName: String, chunkSize: Int) {
        source = .file(url)
        self.fileName = fileName
        self.chunkSize = chunkSize
    }

    /// Calls `body` with each record's fields and the 1-based line number where it starts.
    public func forEachRecord(_ body: (_ fields: [String], _ line: Int) throws -> Void) throws {
        try forEachRecord(keepingOnly: nil, body)
    }

    /// `forEachRecord`, but with `keepingOnly` the other fields are checked and passed as ""
    /// (a pass that needs one column need not copy the rest).
    func forEachRecord(keepingOnly column: Int?, _ body: (_ fields: [String], _ line: Int) throws -> Void) throws {
        var parser = CSVRecordParser(fileName: fileName, keepingOnly: column)
        switch source {
        case let .bytes(bytes):
            try bytes.withUnsafeBufferPointer { buffer in
                var index = 0
                while let end = try parser.record(in: buffer, from: index, atEnd: true) {
                    index = end
                    if let fields = parser.fields { try body(fields, parser.recordLine) }
                }
            }
        case let .file(url):
            let handle: FileHandle
            do {
                handle = try FileHandle(forReadingFrom: url)
            } catch {
                throw ImportError.unreadableFile(file: fileName, reason: error.localizedDescription)
            }
            defer { try? handle.close() }
            var buffer: [UInt8] = []
            buffer.reserveCapacity(chunkSize * 2)
            var start = 0
            var atEnd = false
            while true {
                let end = try buffer.withUnsafeBufferPointer { try parser.record(in: $0, from: start, atEnd: atEnd) }
                if let end {
                    start = end
                    if let fields = parser.fields { try body(fields, parser.recordLine) }
                    continue
                }
                if atEnd { return }
                // The buffer ends inside a record: keep its start, read more behind it.
                buffer.removeSubrange(0 ..< start)
                start = 0
                let data: Data?
                do {
                    data = try handle.read(upToCount: chunkSize)
                } catch {
                    throw ImportError.unreadableFile(file: fileName, reason: error.localizedDescription)
                }
                if let data, !data.isEmpty { buffer.append(contentsOf: data) } else { atEnd = true }
            }
        }
    }

    /// All records, header included.
    public func records() throws -> [(fields: [String], line: Int)] {
        var result: [(fields: [String], line: Int)] = []
        try forEachRecord { result.append(($0, $1)) }
        return result
    }
}

/// The record-at-a-time parsing state behind `CSVReader`: where the next record starts (its
/// line) and the fields of the last one parsed.
struct CSVRecordParser {
    let fileName: String
    /// The fields of the record just parsed, or nil when it was a blank line.
    private(set) var fields: [String]? = nil
    /// The 1-based line where the record just parsed starts.
    private(set) var recordLine = 1
    private var line = 1
    private var startOfFile = true
    private var scratch: [String] = []
    /// Whether the record's first field has no text (told from its bytes: with `keptColumn`
    /// every field but one reads as "").
    private var firstFieldIsEmpty = false
    private var unquoted: [UInt8] = []

    /// When set, the only field whose text is kept; the others are checked and read as "".
    let keptColumn: Int?

    init(fileName: String, keepingOnly column: Int? = nil) {
        self.fileName = fileName
        keptColumn = column
    }

    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// Parses the record starting at `start` and returns the index after it; nil when there is
    /// no record left (`atEnd`) or the buffer ends first and more input may follow (state is
    /// then unchanged: call again with the same start once more bytes are behind it).
    mutating func record(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, atEnd: Bool) throws -> Int? {
        let count = buffer.count
        var index = start
        if startOfFile {
            if count - index < 3, !atEnd { return nil }
            if count - index >= 3, buffer[index] == 0xEF, buffer[index + 1] == 0xBB, buffer[index + 2] == 0xBF { index += 3 }
        }
        guard index < count else {
            if atEnd { startOfFile = false }
            return nil
        }
        var line = self.line
        scratch.removeAll(keepingCapacity: true)
        while true {
            var byte: UInt8 = 0
            if index < count { byte = buffer[index] }
            if index < count, byte == Self.quote {
                let openingLine = line
                unquoted.removeAll(keepingCapacity: true)
                index += 1
                var closed = false
                while index < count {
                    byte = buffer[index]
                    if byte == Self.quote {
                        if index + 1 == count, !atEnd { return nil }  // a doubled quote may straddle the chunk end
                        if index + 1 < count, buffer[index + 1] == Self.quote {
                            unquoted.append(Self.quote)
                            index += 2
                            continue
                        }
                        index += 1
                        closed = true
                        break
                    }
                    if byte == Self.lineFeed { line += 1 }
                    if byte == 0 { throw ImportError.nulCharacter(file: fileName, line: line, column: scratch.count + 1) }
                    unquoted.append(byte)
                    index += 1
                }
                guard closed else {
                    if !atEnd { return nil }
                    throw ImportError.unterminatedQuote(file: fileName, line: openingLine)
                }
                let field = try unquoted.withUnsafeBufferPointer { try text($0, line: openingLine) }
                if scratch.isEmpty { firstFieldIsEmpty = unquoted.isEmpty }
                scratch.append(field)
                if index == count {
                    if !atEnd { return nil }
                    break
                }
                byte = buffer[index]
                if byte == Self.comma {
                    index += 1
                    continue
                }
                guard byte == Self.lineFeed || byte == Self.carriageReturn else {
                    throw ImportError.unexpectedCharacterAfterQuote(file: fileName, line: line)
                }
            } else {
                let fieldStart = index
                while index < count {
                    byte = buffer[index]
                    if byte == Self.comma || byte == Self.lineFeed || byte == Self.carriageReturn { break }
                    if byte == 0 { throw ImportError.nulCharacter(file: fileName, line: line, column: scratch.count + 1) }
                    index += 1
                }
                if index == count, !atEnd { return nil }
                if scratch.isEmpty { firstFieldIsEmpty = index == fieldStart }
                scratch.append(try text(UnsafeBufferPointer(rebasing: buffer[fieldStart ..< index]), line: line))
                if index == count { break }
                if byte == Self.comma {
                    index += 1
                    continue
                }
            }
            // At a line end: CRLF, LF or a lone CR.
            if buffer[index] == Self.carriageReturn {
                if index + 1 == count, !atEnd { return nil }
                if index + 1 < count, buffer[index + 1] == Self.lineFeed { index += 1 }
            }
            index += 1
            line += 1
            break
        }
        startOfFile = false
        recordLine = self.line
        self.line = line
        // A blank line is one empty field: skip it rather than return a record.
        fields = scratch.count == 1 && firstFieldIsEmpty ? nil : scratch
        return index
    }

    /// The field's text; not UTF-8 is an error naming the line of the first bad byte.
    private func text(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws -> String {
        if let keptColumn, keptColumn != scratch.count {
            guard let offset = UTF8Validation.firstInvalidOffset(in: bytes) else { return "" }
            throw invalidUTF8(bytes, at: offset, line: line)
        }
        if let text = UTF8Validation.string(bytes) { return text }
        throw invalidUTF8(bytes, at: UTF8Validation.firstInvalidOffset(in: bytes) ?? 0, line: line)
    }

    private func invalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, line: Int) -> ImportError {
        let breaks = bytes[..<offset].count { $0 == Self.lineFeed }
        return ImportError.invalidUTF8(file: fileName, line: line + breaks, column: scratch.count + 1)
    }
}
