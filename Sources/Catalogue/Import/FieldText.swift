import Foundation

/// Cleaning of single field values: whitespace, missing-value markers, Unicode normalisation and
/// numbers. Fast paths keep plain ASCII cheap because imports run over 100,000s of fields.
enum FieldText {
    /// Values that mean "unknown" (compared case-insensitively).
    static let missingMarkers: Set<String> = ["", "na", "n/a", "null", "none", "nil", "nan", "-", "\\n"]

    /// Trimmed, NFC-normalised text, or nil when the value is empty or a missing marker.
    static func clean(_ raw: String) -> String? {
        let text = trimmed(raw)
        if isMissingMarker(text) { return nil }
        return nfc(text)
    }

    /// Like `clean`, except that upper-case "NA" is Namibia's ISO code, not "not available".
    static func cleanCountry(_ raw: String) -> String? {
        let text = trimmed(raw)
        return text == "NA" ? text : clean(text)
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
