import Foundation

/// Cleaning of single field values: whitespace, missing-value markers, Unicode normalisation and
/// numbers. Fast paths keep plain ASCII cheap because imports run over 100,000s of fields.
enum FieldText {
    /// Values that mean "unknown" (compared case-insensitively).
    static let missingMarkers: Set<String> = ["", "na", "n/a", "null", "none", "nil", "nan", "-", "\\n"]

    /// Trimmed, NFC-normalised text, or nil when the value is empty or a missing marker. Text
    /// visibly mis-decoded (`repairingMisdecoding`) is repaired, and `repaired` counts it.
    static func clean(_ raw: String, repaired: inout Int) -> String? {
        let text = trimmed(raw)
        if isMissingMarker(text) { return nil }
        if let fixed = repairingMisdecoding(text) {
            repaired += 1
            return nfc(fixed)
        }
        return nfc(text)
    }

    /// `clean`, not counting repairs.
    static func clean(_ raw: String) -> String? {
        var repaired = 0
        return clean(raw, repaired: &repaired)
    }

    /// Like `clean`, except that upper-case "NA" is Namibia's ISO code, not "not available".
    static func cleanCountry(_ raw: String, repaired: inout Int) -> String? {
        let text = trimmed(raw)
        return text == "NA" ? text : clean(text, repaired: &repaired)
    }

    // MARK: - Mis-decoded text

    /// The text that `text` was before its UTF-8 bytes were read as Windows-1252 or Latin-1 (and
    /// written out again as UTF-8), as Open Beer DB holds `JÃ¶rger WeiÃŸe Hell` for
    /// `Jörger Weiße Hell`; nil when `text` is not such a mis-decoding. The repair is made only
    /// when it is unambiguous: every character of `text` is one that reading a byte as
    /// Windows-1252 or Latin-1 gives, the bytes they stand for are well-formed UTF-8 with at least
    /// one character beyond ASCII, and what that decodes to holds no control character and no
    /// unassigned or private code point. Correct Latin-1-range text ("Café", "Bräu", "Ölbrück") is
    /// never valid UTF-8 that way, and text with any other character (Greek, CJK, "€" next to a
    /// real "é") is left alone. Text mis-decoded twice over is repaired twice.
    static func repairingMisdecoding(_ text: String) -> String? {
        // A mis-decoded character beyond ASCII starts with a lead byte read as U+00C2–U+00F4,
        // which UTF-8 writes as C3 82–C3 B4: text without a C3 byte has nothing to repair.
        guard text.utf8.contains(0xC3) else { return nil }
        var current = text
        var repairs = 0
        while repairs < 3, let repaired = repairedOnce(current) {
            current = repaired
            repairs += 1
        }
        return repairs > 0 ? current : nil
    }

    private static func repairedOnce(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var beyondASCII = false
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                bytes.append(UInt8(scalar.value))
            } else if let byte = windows1252Byte(scalar) {
                bytes.append(byte)
                beyondASCII = true
            } else {
                return nil
            }
        }
        guard beyondASCII, let decoded = String(validating: bytes, as: UTF8.self), decoded != text,
              decoded.unicodeScalars.allSatisfy(isPlausible)
        else { return nil }
        return decoded
    }

    /// The byte that Windows-1252 (or, for its five undefined bytes and the C1 range, Latin-1)
    /// reads as `scalar`, or nil when no byte reads as it.
    private static func windows1252Byte(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0x80...0xFF: UInt8(scalar.value)
        default: windows1252Specials[scalar.value]
        }
    }

    /// Windows-1252's characters for bytes 0x80–0x9F that are not Latin-1's C1 controls.
    private static let windows1252Specials: [UInt32: UInt8] = [
        0x20AC: 0x80, 0x201A: 0x82, 0x0192: 0x83, 0x201E: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87,
        0x02C6: 0x88, 0x2030: 0x89, 0x0160: 0x8A, 0x2039: 0x8B, 0x0152: 0x8C, 0x017D: 0x8E, 0x2018: 0x91,
        0x2019: 0x92, 0x201C: 0x93, 0x201D: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02DC: 0x98,
        0x2122: 0x99, 0x0161: 0x9A, 0x203A: 0x9B, 0x0153: 0x9C, 0x017E: 0x9E, 0x0178: 0x9F,
    ]

    /// A character that text is made of: no control, unassigned, private-use or surrogate code point.
    private static func isPlausible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return true }
        switch scalar.properties.generalCategory {
        case .control, .unassigned, .privateUse, .surrogate, .format: return false
        default: return true
        }
    }

    static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last else { return text }
        if !mayBeWhitespace(first), !mayBeWhitespace(last) { return text }
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }

    /// ASCII whitespace, or any non-ASCII byte (which might start U+00A0, U+3000 and friends).
    private static func mayBeWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte) || byte >= 0x80
    }

    /// Canonical composition (NFC), skipped for text with no scalar from U+0300 (where the
    /// combining marks begin) upwards: ASCII and precomposed Latin are already NFC.
    static func nfc(_ text: String) -> String {
        // Every byte below 0xCC means every scalar is below U+0300 (U+0300 encodes as CC 80).
        if text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy { $0 < 0xCC } }) == true { return text }
        if text.unicodeScalars.allSatisfy({ $0.value < 0x300 }) { return text }
        return text.precomposedStringWithCanonicalMapping
    }

    /// Whether `text` is empty or one of `missingMarkers`; cheap for the usual non-marker values.
    static func isMissingMarker(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return true }
        // Every marker starts with n, N, - or a backslash.
        guard first == UInt8(ascii: "n") || first == UInt8(ascii: "N") || first == UInt8(ascii: "-")
                || first == UInt8(ascii: "\\"), text.utf8.count <= 4 else { return false }
        return missingMarkers.contains(text.lowercased())
    }

    enum Number: Equatable {
        case missing
        case value(Double)
        case unreadable(String)
    }

    /// Parses "5.2", " 5.2 ", "5,2", "5.2%"; missing markers give `.missing`.
    static func number(_ raw: String) -> Number {
        var text = trimmed(raw)
        if isMissingMarker(text) { return .missing }
        if text.hasSuffix("%") { text = trimmed(String(text.dropLast())) }
        if let value = Double(text), value.isFinite { return .value(value) }
        if !text.contains("."), text.filter({ $0 == "," }).count == 1,
           let value = Double(text.replacingOccurrences(of: ",", with: ".")), value.isFinite {
            return .value(value)
        }
        return .unreadable(text)
    }

    /// Rounds away binary float artefacts such as 7.200000000000001.
    static func rounded(_ value: Double, places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }
}
