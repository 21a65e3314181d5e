import Foundation

/// Text forms used across the catalogue: names are stored as given but in NFC, matched by a
/// case-folded key (uniqueness "ignoring case") and sorted by a case- and diacritic-folded key.
/// ASCII takes a fast path: it is already NFC and folds by lower-casing (imports are mostly ASCII).
extension String {
    /// The string in Unicode Normalisation Form C, with surrounding whitespace removed.
    public var catalogueNormalised: String {
        // Skipping Foundation for text that is already trimmed NFC keeps bulk imports fast.
        if isTrimmedBelowCombiningMarks { return self }
        let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isPlainASCII ? trimmed : trimmed.precomposedStringWithCanonicalMapping
    }

    /// Key for "the same name ignoring case": NFC, then Unicode lowercase.
    var identityKey: String { catalogueNormalised.catalogueLowercased }

    /// Key for ordering and diacritic-insensitive comparison: "Kölsch" and "kolsch" fold alike.
    /// Search compares in this form, so a list marking what a search matched folds with it too.
    public var foldedKey: String { catalogueNormalised.foldedForm }

    /// `foldedKey` for a string already in `catalogueNormalised` form.
    public var foldedForm: String {
        if let lowered = asciiLowercased { return lowered }
        return folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
    }

    /// Key for sorting names (beers' and breweries'), for a string already in `catalogueNormalised`
    /// form: `foldedForm`, with its numbers ordered as people read them (`numbersOrdered`).
    public var sortForm: String { foldedForm.numbersOrdered }

    /// The text with each run of ASCII digits rewritten so that byte order is numeric order
    /// ("2 hearted" before "10 barrel", "60 minute" before "312 urban"): the run's digits without
    /// leading zeros, after a count of them (one digit for 1–8 digits; 9 and two digits beyond).
    /// The count is itself a digit, so a number still sorts where a digit does among other characters.
    var numbersOrdered: String {
        guard utf8.contains(where: \.isASCIIDigit) else { return self }
        let bytes = Array(utf8)
        var ordered: [UInt8] = []
        ordered.reserveCapacity(bytes.count + 8)
        var index = 0
        while index < bytes.count {
            guard bytes[index].isASCIIDigit else {
                ordered.append(bytes[index])
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, bytes[end].isASCIIDigit { end += 1 }
            var start = index
            while start < end - 1, bytes[start] == UInt8(ascii: "0") { start += 1 }
            let count = end - start
            if count <= 8 {
                ordered.append(UInt8(ascii: "0") + UInt8(count))
            } else {
                let capped = min(count, 99)
                ordered += [UInt8(ascii: "9"), UInt8(ascii: "0") + UInt8(capped / 10), UInt8(ascii: "0") + UInt8(capped % 10)]
            }
            ordered += bytes[start..<end]
            index = end
        }
        return String(decoding: ordered, as: UTF8.self)
    }

    /// `lowercased()`, without allocating for ASCII that is lower case already.
    var catalogueLowercased: String { asciiLowercased ?? lowercased() }

    var isPlainASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }

    /// The lower-case form of plain ASCII text (the string itself when nothing changes),
    /// or nil when the text is not plain ASCII. One pass over the UTF-8 bytes.
    var asciiLowercased: String? {
        let result: String?? = utf8.withContiguousStorageIfAvailable { bytes in
            var hasUpperCase = false
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte.isASCIIUpperCase { hasUpperCase = true }
            }
            guard hasUpperCase else { return self }
            return String(unsafeUninitializedCapacity: bytes.count) { output in
                for (index, byte) in bytes.enumerated() { output[index] = byte.isASCIIUpperCase ? byte | 0x20 : byte }
                return bytes.count
            }
        }
        guard let result else { return isPlainASCII ? lowercased() : nil }
        return result
    }

    /// No whitespace at either end and every scalar below U+0300, where the combining marks
    /// begin: such text (ASCII, and precomposed Latin such as "Kölsch") is already NFC.
    private var isTrimmedBelowCombiningMarks: Bool {
        if case let answer?? = utf8.withContiguousStorageIfAvailable(Self.quickTrimmedBelowCombiningMarks) {
            return answer
        }
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return true }
        if first.properties.isWhitespace || last.properties.isWhitespace { return false }
        return isPlainASCII || scalars.allSatisfy { $0.value < 0x300 }
    }

    /// `isTrimmedBelowCombiningMarks` from the bytes alone when both ends are ASCII, else nil.
    /// Every byte below 0xCC means every scalar is below U+0300 (U+0300 encodes as CC 80).
    private static func quickTrimmedBelowCombiningMarks(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let first = bytes.first, let last = bytes.last else { return true }
        guard first < 0x80, last < 0x80 else { return nil }
        if first.isASCIIWhitespace || last.isASCIIWhitespace { return false }
        return bytes.allSatisfy { $0 < 0xCC }
    }
}

extension UInt8 {
    /// The ASCII scalars with the Unicode White_Space property: tab, LF, VT, FF, CR and space.
    var isASCIIWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
    var isASCIIUpperCase: Bool { self &- 0x41 < 26 }
    var isASCIIDigit: Bool { self &- 0x30 < 10 }
}
