/// Which stored brewery, if any, a brewery named by an imported row is: the one rule both stores
/// apply (SQLite row by row in `CatalogueTransaction`, PostgreSQL ahead of its writes in its
/// import plan), so that both keep the same breweries.
///
/// Names compare by their keys, as they always have (case ignored). Among breweries of that name,
/// two places *disagree* when both know a country and the countries differ (as ISO codes when
/// recognised, so "Denmark" and "DK" agree; else ignoring case and accents), or both know a city
/// and the cities differ (ignoring case and accents); a region is not compared. A row is the same
/// brewery as a same-named one whose place does not disagree with its own; of several, the one
/// that agrees with it on more of country and city, and of those the first made (the lowest id).
/// So a row that knows no place joins the first made, and a row whose place disagrees with every
/// same-named brewery is a new brewery (craft-cans' Mikkeller of Pottstown, PA, US is not the
/// bundled Mikkeller of Copenhagen, DK). The brewery found takes the row's fields as before, so a
/// place it lacked is filled in; nothing stored moves to another brewery.
public enum BreweryIdentity {
    /// Where a brewery is, as far as telling apart two of one name goes (normalised text).
    public struct Place: Sendable {
        public let city: String?
        public let country: String?

        public init(city: String?, country: String?) {
            self.city = city
            self.country = country
        }
    }

    /// How many of country and city both places know and agree on; nil when they disagree.
    public static func agreement(_ one: Place, _ other: Place) -> Int? {
        var agreed = 0
        if let country = one.country, let otherCountry = other.country {
            guard sameCountry(country, otherCountry) else { return nil }
            agreed += 1
        }
        if let city = one.city, let otherCity = other.city {
            guard sameCity(city, otherCity) else { return nil }
            agreed += 1
        }
        return agreed
    }

    /// Whether rows at these places always name the same brewery, whatever is stored: each of
    /// country and city unknown to both, or known to both and agreeing. (A place that knows less
    /// may join another brewery of the name, so an import merges a file's repeated rows only then.)
    public static func samePlace(_ one: Place, _ other: Place) -> Bool {
        (one.country == nil) == (other.country == nil) && (one.city == nil) == (other.city == nil)
            && agreement(one, other) != nil
    }

    /// The brewery a row at `place` is among `sameNamed` (the stored breweries of its name, first
    /// made first), or nil when it is a new brewery.
    public static func match<C: Collection>(_ place: Place, among sameNamed: C,
                                            placeOf: (C.Element) -> Place) -> C.Index? {
        var best: (index: C.Index, agreed: Int)?
        for index in sameNamed.indices {
            guard let agreed = agreement(place, placeOf(sameNamed[index])) else { continue }
            if agreed > (best?.agreed ?? -1) { best = (index, agreed) }
        }
        return best?.index
    }

    /// Text as given is compared first: the usual row spells its brewery's place as stored.
    static func sameCountry(_ one: String, _ other: String) -> Bool {
        one == other || (Country.code(for: one) ?? one.foldedForm) == (Country.code(for: other) ?? other.foldedForm)
    }

    static func sameCity(_ one: String, _ other: String) -> Bool {
        one == other || one.foldedForm == other.foldedForm
    }
}
