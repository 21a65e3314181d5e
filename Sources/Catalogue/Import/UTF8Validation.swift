/// Strict UTF-8 validation that reports where the first bad byte is, which `String(decoding:)`
/// cannot (it silently substitutes U+FFFD).
enum UTF8Validation {
    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence,
    /// or nil when the whole buffer is valid.
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        var index = 0
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F  // no UTF-16 surrogates
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F  // nothing above U+10FFFF
            default: return index
            }
            guard index + length <= count else { return index }
            let second = bytes[index + 1]
            guard second >= lower, second <= upper else { return index }
            var next = index + 2
            while next < index + length {
                guard bytes[next] & 0xC0 == 0x80 else { return index }
                next += 1
            }
            index += length
        }
        return nil
    }

    /// The bytes as a string when they are well-formed UTF-8, else nil. `String(validating:as:)`
    /// answers the same, but it is generic and looked its type metadata up on every call: about
    /// a tenth of an import's reading thread went to that.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        // Once checked, decoding cannot meet a byte it would have to replace.
        firstInvalidOffset(in: bytes) == nil ? String(decoding: bytes, as: UTF8.self) : nil
    }

    static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidOffset(in: $0) }
    }
}
