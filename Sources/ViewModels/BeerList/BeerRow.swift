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
    /// How many times the signed-in user checked it in (0 when nobody is signed in).
    public let checkInCount: Int
    /// The community's rating, "★ 4.2 (17)"; "" when nobody rated the beer.
    public let communityText: String
    /// The same for a narrow list, "★4.2"; "".
    public let communityShortText: String
    /// Where the query's words match the name, as `Character` offsets.
    public let highlights: [Range<Int>]

    /// "★" on the signed-in user's favourites, else "".
    public var favouriteMark: String { isFavourite ? "★" : "" }
    /// "✓" on a beer the signed-in user has had (checked in), else "".
    public var hadMark: String { checkInCount > 0 ? "✓" : "" }

    /// The row for `beer` in a list filtered by `words` (the query's free words, which are
    /// highlighted where they match the name).
    public init(_ beer: BeerSummary, matching words: [String] = []) {
        self.init(beer, highlights: MatchHighlighter.ranges(of: words, in: beer.name))
    }

    /// The row for `beer` with the parts of its name to mark given (`Character` offsets).
    public init(_ beer: BeerSummary, highlights: [Range<Int>]) {
        id = beer.id
        name = beer.name
        brewery = beer.breweryName
        style = beer.style ?? ""
        abvText = BeerFormatting.abv(beer.abv)
        ibuText = BeerFormatting.ibu(beer.ibu)
        isFavourite = beer.isFavourite
        rating = beer.rating
        checkInCount = beer.checkInCount
        communityText = BeerFormatting.community(average: beer.averageRating, count: beer.ratingCount)
        communityShortText = BeerFormatting.communityShort(average: beer.averageRating, count: beer.ratingCount)
        self.highlights = highlights
    }
}
