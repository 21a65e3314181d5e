import Catalogue

/// A beer as a list row shows it: text ready to draw.
public struct BeerRow: Hashable, Sendable, Identifiable {
    public let id: Int64
    public let name: String
    public let brewery: String
    public let style: String
    /// "5.2%", or "" when unknown.
    public let abvText: String
    /// "35", or "" when unknown.
    public let ibuText: String
    public let isFavourite: Bool
    /// The signed-in user's stars (1–5), nil when unrated or nobody is signed in.
    public let rating: Int?
    /// Where the query's words match the name, as `Character` offsets.
    public let matchedRanges: [Range<Int>]

    /// "★" on the signed-in user's favourites, else "".
    public var favouriteMark: String { isFavourite ? "★" : "" }

    public init(_ beer: BeerSummary, rating: Int? = nil) {
        id = beer.id
        name = beer.name
        brewery = beer.breweryName
        style = beer.style ?? ""
        abvText = BeerFormatting.abv(beer.abv)
        ibuText = BeerFormatting.ibu(beer.ibu)
        isFavourite = beer.isFavourite
        self.rating = rating
        matchedRanges = beer.highlights
    }
}
