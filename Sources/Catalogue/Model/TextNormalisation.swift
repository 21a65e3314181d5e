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
    var identityKey: String { catalogueNormalised.lowercased() }

    /// Key for ordering and diacritic-insensitive comparison: "Kölsch" and "kolsch" fold alike.
    var foldedKey: String { catalogueNormalised.foldedForm }

    /// `foldedKey` for a string already in `catalogueNormalised` form.
    var foldedForm: String {
        if isPlainASCII { return lowercased() }
        return folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
    }

    var isPlainASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }

    /// No whitespace at either end and every scalar below U+0300, where the combining marks
    /// begin: such text (ASCII, and precomposed Latin such as "Kölsch") is already NFC.
    private var isTrimmedBelowCombiningMarks: Bool {
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return true }
        if first.properties.isWhitespace || last.properties.isWhitespace { return false }
        return isPlainASCII || scalars.allSatisfy { $0.value < 0x300 }
    }
}
