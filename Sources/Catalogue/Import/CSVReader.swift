/// An RFC 4180 CSV reader that works on bytes, not `Character`s, so large files parse quickly.
///
/// Handles quoted fields holding commas, doubled quotes and line breaks; CRLF, LF or CR line
/// ends; an optional UTF-8 byte order mark; and blank lines (skipped). The whole input is
/// validated as UTF-8 first so an error can name the byte offset.
public struct CSVReader: Sendable {
    public let bytes: [UInt8]
    public let fileName: String

    public init(bytes: [UInt8], fileName: String) {
        self.bytes = bytes
        self.fileName = fileName
    }

    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// Calls `body` with each record's fields and the 1-based line number where it starts.
    public func forEachRecord(_ body: (_ fields: [String], _ line: Int) throws -> Void) throws {
        try bytes.withUnsafeBufferPointer { buffer in
            if let offset = UTF8Validation.firstInvalidOffset(in: buffer) {
                throw ImportError.invalidUTF8(file: fileName, byteOffset: offset)
            }
            try parse(buffer, body)
        }
    }

    /// All records, header included.
    public func records() throws -> [(fields: [String], line: Int)] {
        var result: [(fields: [String], line: Int)] = []
        try forEachRecord { result.append(($0, $1)) }
        return result
    }

    private func parse(
        _ buffer: UnsafeBufferPointer<UInt8>,
        _ body: ([String], Int) throws -> Void
    ) throws {
        let count = buffer.count
        var index = 0
        if count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { index = 3 }

        var line = 1
        var fields: [String] = []
        var unquoted: [UInt8] = []  // scratch for quoted fields, reused
        var recordLine = 1

        func string(_ start: Int, _ end: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        }
        func endRecord() throws {
            // A blank line is one empty unquoted field: skip it rather than emit a record.
            if !(fields.count == 1 && fields[0].isEmpty) { try body(fields, recordLine) }
            fields.removeAll(keepingCapacity: true)
        }

        while index < count {
            if fields.isEmpty { recordLine = line }
            var byte = buffer[index]
            if byte == Self.quote {
                let openingLine = line
                unquoted.removeAll(keepingCapacity: true)
                index += 1
                var closed = false
                while index < count {
                    byte = buffer[index]
                    if byte == Self.quote {
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
                    unquoted.append(byte)
                    index += 1
                }
                guard closed else { throw ImportError.unterminatedQuote(file: fileName, line: openingLine) }
                fields.append(String(decoding: unquoted, as: UTF8.self))
                if index == count { break }
                byte = buffer[index]
                if byte == Self.comma {
                    index += 1
                    if index == count { fields.append("") }
                    continue
                }
                guard byte == Self.lineFeed || byte == Self.carriageReturn else {
                    throw ImportError.unexpectedCharacterAfterQuote(file: fileName, line: line)
                }
            } else {
                let start = index
                while index < count {
                    byte = buffer[index]
                    if byte == Self.comma || byte == Self.lineFeed || byte == Self.carriageReturn { break }
                    index += 1
                }
                fields.append(string(start, index))
                if index == count { break }
                if byte == Self.comma {
                    index += 1
                    if index == count { fields.append("") }
                    continue
                }
            }
            // At a line end: CRLF, LF or a lone CR.
            if buffer[index] == Self.carriageReturn, index + 1 < count, buffer[index + 1] == Self.lineFeed {
                index += 1
            }
            index += 1
            line += 1
            try endRecord()
        }
        if !fields.isEmpty { try endRecord() }
    }
}
