import Foundation

/// Text forms used across the catalogue: names are stored as given but in NFC, matched by a
/// case-folded key (uniqueness "ignoring case") and sorted by a case- and diacritic-folded key.
extension String {
    /// The string in Unicode Normalisation Form C, with surrounding whitespace removed.
    public var catalogueNormalised: String {
        trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
    }

    /// Key for "the same name ignoring case": NFC, then Unicode lowercase.
    var identityKey: String { catalogueNormalised.lowercased() }

    /// Key for ordering and diacritic-insensitive comparison: "Kölsch" and "kolsch" fold alike.
    var foldedKey: String {
        catalogueNormalised
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
    }
}
