/// A `NewBeer` normalised and keyed exactly as the SQLite store stores it (NFC text, the
/// case-folded keys beers and breweries are matched by, the folded keys they sort by), for a
/// store kept elsewhere that must match, merge and order beers the same way.
public struct NormalisedBeer: Sendable {
    private let prepared: PreparedBeer
    public let beer: NewBeer

    /// Throws `StoreError.invalidValue` for a beer or brewery without a name, as an upsert does.
    public init(_ beer: NewBeer) throws {
        prepared = try PreparedBeer(beer)
        self.beer = beer
    }

    public var name: String { prepared.name }
    /// Two beers of one brewery with the same key are the same beer.
    public var nameKey: String { prepared.nameKey }
    /// What "sort by name" orders by, byte by byte.
    public var sortKey: String { prepared.sortKey }
    public var description: String? { prepared.description }
    public var styleName: String? { prepared.style?.name }
    /// Two styles with the same key are the same style.
    public var styleKey: String? { prepared.style?.key }

    public var breweryName: String { prepared.brewery.name }
    /// Breweries of one key are one brewery unless their places disagree (`BreweryIdentity`).
    public var breweryKey: String { prepared.brewery.key }
    /// What "sort by brewery" orders by, byte by byte.
    public var brewerySortKey: String { prepared.brewery.name.sortForm }
    public var city: String? { prepared.brewery.city }
    public var region: String? { prepared.brewery.region }
    public var country: String? { prepared.brewery.country }
    /// The ISO code `country:` filters by, when the country is recognised.
    public var countryCode: String? { prepared.brewery.country.flatMap(Country.code(for:)) }
}
