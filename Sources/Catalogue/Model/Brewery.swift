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
