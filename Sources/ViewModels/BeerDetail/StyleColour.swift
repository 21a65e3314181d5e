/// Typical SRM colours of beer styles, for beers with no measured colour. Matched by keyword in
/// the style's name, most specific first ("imperial stout" before "stout").
enum StyleColour {
    private static let typicalSRM: [(keyword: String, srm: Double)] = [
        ("imperial stout", 45), ("russian imperial", 45), ("stout", 38), ("porter", 30),
        ("schwarzbier", 28), ("black ipa", 35), ("black", 35), ("doppelbock", 22), ("quadrupel", 24),
        ("dubbel", 17), ("tripel", 5), ("brown", 20), ("dunkel", 20), ("bock", 18), ("barleywine", 16),
        ("barley wine", 16), ("scotch", 18), ("red", 15), ("amber", 13), ("märzen", 10), ("marzen", 10),
        ("oktoberfest", 10), ("vienna", 12), ("altbier", 15), ("bitter", 11), ("esb", 11),
        ("double ipa", 9), ("ipa", 8), ("pale ale", 8), ("saison", 5), ("blonde", 5), ("golden", 5),
        ("kölsch", 4), ("kolsch", 4), ("hefeweizen", 4), ("weizen", 4), ("wheat", 4), ("witbier", 3),
        ("wit", 3), ("gose", 3), ("berliner", 3), ("lambic", 5), ("sour", 5), ("pilsner", 3),
        ("pils", 3), ("helles", 4), ("lager", 4), ("cider", 4),
    ]

    /// The style's typical SRM, or nil when no keyword matches.
    static func srm(forStyle style: String) -> Double? {
        let name = style.lowercased()
        return typicalSRM.first { name.contains($0.keyword) }?.srm
    }
}
