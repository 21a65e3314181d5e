import Hummingbird

/// JSON text written straight into bytes, spelled exactly as the routes' `JSONEncoder` spells it
/// (the same escapes, `/` as `\/`, numbers as `description` without a trailing `.0`), for the
/// one response hot enough to skip `Encodable`'s generic containers: a search's page. The caller
/// writes the keys in sorted order, as the encoder's `.sortedKeys` does.
struct JSONOutput {
    // An array, not a ByteBuffer: appending to it is cheaper than a ByteBuffer's checked writes,
    // and the one copy at the end is a memcpy.
    private var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var buffer: ByteBuffer { ByteBuffer(bytes: bytes) }

    /// Text that needs no escaping: punctuation and keys, such as `,"abv":`.
    mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func null() {
        raw("null")
    }

    mutating func bool(_ value: Bool) {
        raw(value ? "true" : "false")
    }

    mutating func integer(_ value: some BinaryInteger) {
        bytes.append(contentsOf: value.description.utf8)
    }

    /// Throws, as the encoder does, for NaN and the infinities, which JSON cannot write.
    mutating func number(_ value: Double) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "\(value) is not valid JSON"))
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        if value.utf8.contains(where: Self.needsEscape) {
            for byte in value.utf8 { escaped(byte) }
        } else {
            bytes.append(contentsOf: value.utf8)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func optional<Value>(_ value: Value?, _ write: (inout Self, Value) throws -> Void) rethrows {
        if let value { try write(&self, value) } else { null() }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "/")
    }

    private mutating func escaped(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): raw("\\\"")
        case UInt8(ascii: "\\"): raw("\\\\")
        case UInt8(ascii: "/"): raw("\\/")
        case 0x08: raw("\\b")
        case 0x09: raw("\\t")
        case 0x0A: raw("\\n")
        case 0x0C: raw("\\f")
        case 0x0D: raw("\\r")
        case ..<0x20:
            let hex: StaticString = "0123456789abcdef"
            raw("\\u00")
            bytes.append(hex.utf8Start[Int(byte >> 4)])
            bytes.append(hex.utf8Start[Int(byte & 0x0F)])
        default: bytes.append(byte)
        }
    }
}
