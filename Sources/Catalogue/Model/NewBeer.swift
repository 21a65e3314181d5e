/// Input for `CatalogueTransaction.upsert(beer:)`: a beer as read from a file. Names are
/// normalised to NFC on the way in; the brewery is found or created by name (ignoring case).
public struct NewBeer: Hashable, Sendable {
    public var name: String
    public var brewery: NewBrewery
    public var style: String?
    public var abv: Double?
    public var ibu: Double?
    public var colour: Colour?
    public var description: String?
    public var firstBrewed: String?
    public var sourceID: String?
    public var origin: BeerOrigin

    public init(name: String, brewery: NewBrewery, style: String? = nil, abv: Double? = nil,
                ibu: Double? = nil, colour: Colour? = nil, description: String? = nil,
                firstBrewed: String? = nil, sourceID: String? = nil, origin: BeerOrigin = .imported) {
        self.name = name
        self.brewery = brewery
        self.style = style
        self.abv = abv
        self.ibu = ibu
        self.colour = colour
        self.description = description
        self.firstBrewed = firstBrewed
        self.sourceID = sourceID
        self.origin = origin
    }
}

/// Input for `CatalogueTransaction.upsertBrewery(_:)`. `country` may be a name ("Belgium") or an
/// ISO code ("BE"); the store records the recognised ISO code alongside.
public struct NewBrewery: Hashable, Sendable {
    public var name: String
    public var city: String?
    public var region: String?
    public var country: String?

    public init(name: String, city: String? = nil, region: String? = nil, country: String? = nil) {
        self.name = name
        self.city = city
        self.region = region
        self.country = country
    }
}

/// What an upsert did.
public enum UpsertOutcome: Hashable, Sendable {
    case added
    case updated
    case unchanged
}
