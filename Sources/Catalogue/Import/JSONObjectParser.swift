import Foundation

/// A small JSON parser for import files that reports where it stopped (line and column) and
/// yields the beers' objects one by one, flattened to text: a string as itself, a number as
/// written, true/false as 1/0; null, nested objects and arrays are dropped.
///
/// Accepts one object, an array of objects, `{"beers": [...]}`, and objects one after another
/// (JSON Lines, as `taproom export --json` writes them).
///
/// A file is read a chunk at a time: between two beer objects the bytes already parsed are
/// dropped, so memory holds about two chunks and the object being read, whatever the file's size.
struct JSONObjectParser {
    /// The bytes read and not yet dropped; positions below are indexes into it.
    private var bytes: [UInt8]
    private let handle: FileHandle?
    private let chunkSize: Int
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Characters of the current line that were dropped with the bytes before `lineStart`.
    private var droppedColumns = 0
    /// The most bytes held at once (for tests: it must not grow with the file).
    private(set) var largestBuffer = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        handle = nil
        chunkSize = 0
        self.file = file
    }

    /// Reads the file open on `handle` `chunkSize` bytes at a time; the caller closes it.
    init(handle: FileHandle, file: String, chunkSize: Int = 1 << 20) {
        bytes = []
        self.handle = handle
        self.chunkSize = chunkSize
        self.file = file
    }

    /// Calls `body` with each beer object and its line.
    mutating func forEachObject(_ body: ([String: String], Int) throws -> Void) throws {
        if try available(2), bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        try skipWhitespace()
        guard try available(index) else { throw error("the file is empty") }
        if bytes[index] == UInt8(ascii: "[") {
            try elements(body)
        } else {
            var first = true
            while try available(index) {
                guard bytes[index] == UInt8(ascii: "{") else { throw error("expected an object or an array of objects") }
                let objectLine = line
                let (object, wrapped) = try object(acceptingWrapper: first, beers: body)
                if !wrapped { try body(object, objectLine) }
                first = false
                dropParsedBytes()
                try skipWhitespace()
            }
        }
        try skipWhitespace()
        guard try !available(index) else { throw error("unexpected text after the end") }
    }

    /// Whether the byte at `position` can be read, reading more of the file when it is not yet
    /// in memory. Positions never move here: bytes are only dropped by `dropParsedBytes`.
    private mutating func available(_ position: Int) throws -> Bool {
        while position >= bytes.count {
            guard let handle else { return false }
            let data: Data?
            do {
                data = try handle.read(upToCount: chunkSize)
            } catch {
                throw ImportError.unreadableFile(file: file, reason: error.localizedDescription)
            }
            guard let data, !data.isEmpty else { return false }
            bytes.append(contentsOf: data)
            largestBuffer = max(largestBuffer, bytes.count)
        }
        return true
    }

    /// Forgets the bytes before `index` once they make up a chunk (called between objects, when
    /// no position before `index` is held).
    private mutating func dropParsedBytes() {
        guard handle != nil, index >= chunkSize else { return }
        if lineStart < index {
            droppedColumns += characters(bytes[lineStart ..< index])
            lineStart = 0
        } else {
            lineStart -= index
        }
        bytes.removeSubrange(0 ..< index)
        index = 0
    }

    private func characters(_ slice: ArraySlice<UInt8>) -> Int {
        slice.count { $0 & 0xC0 != 0x80 }
    }

    private mutating func elements(_ body: ([String: String], Int) throws -> Void) throws {
        index += 1
        try skipWhitespace()
        if try peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        var number = 1
        while true {
            try skipWhitespace()
            guard try peek() == UInt8(ascii: "{") else { throw error("element \(number) is not an object") }
            let objectLine = line
            try body(try object(acceptingWrapper: false, beers: body).object, objectLine)
            dropParsedBytes()
            try skipWhitespace()
            switch try peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return
            default: throw error("expected ',' or ']'")
            }
            number += 1
        }
    }

    /// Parses an object at `index`. When `acceptingWrapper`, a `"beers"` key holding an array is the
    /// `{"beers": [...]}` wrapper: its elements go to `beers` and `wrapped` is true.
    private mutating func object(
        acceptingWrapper: Bool, beers: ([String: String], Int) throws -> Void
    ) throws -> (object: [String: String], wrapped: Bool) {
        index += 1
        var result: [String: String] = [:]
        var wrapped = false
        try skipWhitespace()
        if try peek() == UInt8(ascii: "}") {
            index += 1
            return (result, false)
        }
        while true {
            try skipWhitespace()
            guard try peek() == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let key = try string()
            try skipWhitespace()
            guard try peek() == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
            index += 1
            try skipWhitespace()
            if acceptingWrapper, key == "beers", try peek() == UInt8(ascii: "[") {
                try elements(beers)
                wrapped = true
            } else if let value = try value() {
                result[key] = value
            }
            try skipWhitespace()
            switch try peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return (result, wrapped)
            default: throw error("expected ',' or '}'")
            }
        }
    }

    /// A scalar's text, or nil for null, objects and arrays (which are skipped).
    private mutating func value() throws -> String? {
        guard let byte = try peek() else { throw error("unexpected end of file") }
        switch byte {
        case UInt8(ascii: "\""): return try string()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            try skipContainer()
            return nil
        case UInt8(ascii: "t"): try literal("true"); return "1"
        case UInt8(ascii: "f"): try literal("false"); return "0"
        case UInt8(ascii: "n"): try literal("null"); return nil
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try numberText()
        default: throw error("unexpected character")
        }
    }

    private mutating func skipContainer() throws {
        var depth = 0
        while let byte = try peek() {
            switch byte {
            case UInt8(ascii: "\""): _ = try string(); continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            case UInt8(ascii: "\n"): newLine()
            default: break
            }
            index += 1
        }
        throw error("unexpected end of file")
    }

    private mutating func literal(_ word: StaticString) throws {
        let length = word.utf8CodeUnitCount
        guard try available(index + length - 1),
              UnsafeBufferPointer(start: word.utf8Start, count: length).elementsEqual(bytes[index ..< index + length])
        else { throw error("unexpected character") }
        index += length
    }

    private mutating func numberText() throws -> String {
        let start = index
        while let byte = try peek(), byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            index += 1
        }
        let text = String(decoding: bytes[start ..< index], as: UTF8.self)
        guard Double(text) != nil else {
            index = start
            throw error("malformed number")
        }
        return text
    }

    private mutating func string() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush() throws {
            guard runStart < index else { return }
            let run = try bytes.withUnsafeBufferPointer { buffer in
                let runBytes = UnsafeBufferPointer(rebasing: buffer[runStart ..< index])
                guard let run = UTF8Validation.string(runBytes) else {
                    throw error("invalid UTF-8", at: runStart + (UTF8Validation.firstInvalidOffset(in: runBytes) ?? 0))
                }
                return run
            }
            scalars.append(contentsOf: run.unicodeScalars)
        }
        while try available(index) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try flush()
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error(byte == 0 ? "NUL character in a string" : "control character in a string") }
            if byte == UInt8(ascii: "\\") {
                try flush()
                scalars.append(try escape())
                runStart = index
                continue
            }
            index += 1
        }
        throw error("unterminated string")
    }

    /// The character an escape sequence at `index` stands for; a surrogate pair makes one.
    private mutating func escape() throws -> Unicode.Scalar {
        guard try available(index + 1) else { throw error("unterminated string") }
        let code = bytes[index + 1]
        index += 2
        switch code {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex()
            if (0xD800..<0xDC00).contains(high), try available(index + 1),
               bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                index += 2
                let low = try hex()
                if (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
                    return scalar
                }
            }
            guard let scalar = Unicode.Scalar(high), high != 0 else { throw error("invalid \\u escape") }
            return scalar
        default:
            index -= 2
            throw error("invalid escape")
        }
    }

    private mutating func hex() throws -> UInt32 {
        guard try available(index + 3),
              let value = UInt32(String(decoding: bytes[index ..< index + 4], as: UTF8.self), radix: 16)
        else { throw error("invalid \\u escape") }
        index += 4
        return value
    }

    private mutating func peek() throws -> UInt8? { try available(index) ? bytes[index] : nil }

    private mutating func skipWhitespace() throws {
        while try available(index) {
            switch bytes[index] {
            case UInt8(ascii: "\n"): newLine()
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: return
            }
            index += 1
        }
    }

    private mutating func newLine() {
        line += 1
        lineStart = index + 1
        droppedColumns = 0
    }

    /// An error at `position` (by default `index`): its line, and its column counted in characters.
    private func error(_ reason: String, at position: Int? = nil) -> ImportError {
        let column = droppedColumns + characters(bytes[lineStart ..< min(position ?? index, bytes.count)]) + 1
        return .invalidJSON(file: file, line: line, column: column, reason: reason)
    }
}
