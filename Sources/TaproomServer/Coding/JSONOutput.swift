import Hummingbird

/// JSON text written straight into a `ByteBuffer`, spelled exactly as the routes' `JSONEncoder`
/// spells it (the same escapes, `/` as `\/`, numbers as `description` without a trailing
/// `.0`), for the one response hot enough to skip `Encodable`'s generic containers: a search's
/// page. The caller writes the keys in sorted order, as the encoder's `.sortedKeys` does.
struct JSONOutput {
    private(set) var buffer: ByteBuffer

    init(capacity: Int) {
        buffer = ByteBufferAllocator().buffer(capacity: capacity)
    }

    /// `{`, `}`, `[`, `]` or `,`.
    mutating func punctuation(_ byte: UInt8) {
        buffer.writeInteger(byte)
    }

    /// `"key":` (the key needs no escaping).
    mutating func key(_ key: StaticString) {
        buffer.writeInteger(UInt8(ascii: "\""))
        buffer.writeStaticString(key)
        buffer.writeStaticString("\":")
    }

    mutating func null() {
        buffer.writeStaticString("null")
    }

    mutating func bool(_ value: Bool) {
        buffer.writeStaticString(value ? "true" : "false")
    }

    mutating func integer(_ value: some BinaryInteger) {
        buffer.writeString(value.description)
    }

    /// Throws, as the encoder does, for NaN and the infinities, which JSON cannot write.
    mutating func number(_ value: Double) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "\(value) is not valid JSON"))
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        buffer.writeString(text)
    }

    mutating func string(_ value: String) {
        buffer.writeInteger(UInt8(ascii: "\""))
        if value.utf8.contains(where: Self.needsEscape) {
            for byte in value.utf8 { escaped(byte) }
        } else {
            buffer.writeString(value)
        }
        buffer.writeInteger(UInt8(ascii: "\""))
    }

    mutating func optional<Value>(_ value: Value?, _ write: (inout Self, Value) throws -> Void) rethrows {
        if let value { try write(&self, value) } else { null() }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "/")
    }

    private mutating func escaped(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): buffer.writeStaticString("\\\"")
        case UInt8(ascii: "\\"): buffer.writeStaticString("\\\\")
        case UInt8(ascii: "/"): buffer.writeStaticString("\\/")
        case 0x08: buffer.writeStaticString("\\b")
        case 0x09: buffer.writeStaticString("\\t")
        case 0x0A: buffer.writeStaticString("\\n")
        case 0x0C: buffer.writeStaticString("\\f")
        case 0x0D: buffer.writeStaticString("\\r")
        case ..<0x20:
            let hex: StaticString = "0123456789abcdef"
            buffer.writeStaticString("\\u00")
            buffer.writeInteger(hex.utf8Start[Int(byte >> 4)])
            buffer.writeInteger(hex.utf8Start[Int(byte & 0x0F)])
        default: buffer.writeInteger(byte)
        }
    }
}
