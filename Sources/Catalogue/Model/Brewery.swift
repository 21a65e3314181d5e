/// A brewery as stored in the catalogue. `country` is the name as given; `countryCode` is the
/// ISO 3166-1 alpha-2 code when it could be recognised (used by the `country:` query term).
public struct Brewery: Hashable, Codable, Sendable, Identifiable {
    public let id: Int64
    public let name: String
    public let city: String?
    public let region: String?
    public let country: String?
    public let countryCode: String?

    public init(id: Int64, name: String, city: String? = nil, region: String? = nil,
                country: String? = nil, countryCode: String? = nil) {
        self.id = id
        self.name = name.catalogueNormalised
        self.city = city?.catalogueNormalised
        self.region = region?.catalogueNormalised
        self.country = country?.catalogueNormalised
        self.countryCode = countryCode
    }
}

extension Brewery {
    /// What tells apart two breweries of the same name: a brewery is the same brewery as a
    /// stored one when their names (ignoring case) and their location keys are equal. The key is
    /// the country when known (its ISO code when recognised, so "Denmark" and "DK" agree; else the
    /// country's folded text), else the city's folded text (marked "@", so no city is taken for a
    /// country), else "" (a brewery known by its name alone is the same only as another known by
    /// its name alone). So Mikkeller of Copenhagen, DK and Mikkeller of Pottstown, PA, US are
    /// two breweries, and one imported twice, or once with its city added, is one.
    public static func locationKey(city: String?, country: String?) -> String {
        locationKey(normalisedCity: city?.nonEmptyNormalised, country: country?.nonEmptyNormalised)
    }

    /// `locationKey` of a city and country already normalised (`nonEmptyNormalised`).
    static func locationKey(normalisedCity city: String?, country: String?) -> String {
        if let country { return Country.code(for: country) ?? country.foldedForm }
        if let city { return "@" + city.foldedForm }
        return ""
    }
}
