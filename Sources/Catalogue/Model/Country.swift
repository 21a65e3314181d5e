import Foundation

/// Recognises countries given as an ISO 3166-1 alpha-2 code ("be") or an English name
/// ("Belgium", "belgique" is not English and is not recognised) and returns the upper-case code.
public enum Country {
    /// The ISO code for `text`, or nil when it is neither a known code nor a known name.
    public static func code(for text: String) -> String? {
        let key = text.foldedKey
        guard !key.isEmpty else { return nil }
        if key.count == 2, let code = codesByKey[key] { return code }
        return codesByName[key] ?? aliases[key]
    }

    /// The English name for an ISO code ("BE" → "Belgium").
    public static func name(for code: String) -> String? {
        english.localizedString(forRegionCode: code.uppercased())
    }

    private static let english = Locale(identifier: "en_US")

    private static let isoCodes: [String] = Locale.Region.isoRegions
        .map(\.identifier)
        .filter { $0.count == 2 && $0.allSatisfy(\.isLetter) }

    private static let codesByKey: [String: String] =
        Dictionary(isoCodes.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    private static let codesByName: [String: String] = Dictionary(
        isoCodes.compactMap { code in english.localizedString(forRegionCode: code).map { ($0.foldedKey, code) } },
        uniquingKeysWith: { first, _ in first })

    /// Common names that are not the ICU English region names.
    private static let aliases: [String: String] = [
        "usa": "US", "u.s.a.": "US", "u.s.": "US", "united states of america": "US", "america": "US",
        "uk": "GB", "u.k.": "GB", "great britain": "GB", "britain": "GB", "england": "GB",
        "scotland": "GB", "wales": "GB", "northern ireland": "GB",
        "czech republic": "CZ", "holland": "NL", "the netherlands": "NL", "south korea": "KR",
        "korea": "KR", "russia": "RU", "vietnam": "VN", "ivory coast": "CI",
    ]
}
