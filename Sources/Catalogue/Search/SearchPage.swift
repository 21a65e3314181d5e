/// One page of search results.
public struct SearchPage: Hashable, Sendable {
    public let beers: [BeerSummary]
    /// How many beers match the query in all (not just this page).
    public let total: Int
    /// Pass as `SearchRequest.after` to get the following page; nil on the last page.
    public let next: PageCursor?
}

/// A beer as a result row shows it.
public struct BeerSummary: Hashable, Codable, Sendable, Identifiable {
    public let id: Int64
    public let name: String
    public let breweryName: String
    /// The ISO code when known, else the country as given (nil when unknown).
    public let country: String?
    public let style: String?
    public let abv: Double?
    public let ibu: Double?
    public let isFavourite: Bool
    /// Where the query's free words match the name, as `Character` offsets (for highlighting).
    public let highlights: [Range<Int>]

    public init(id: Int64, name: String, breweryName: String, country: String?, style: String?, abv: Double?,
                ibu: Double?, isFavourite: Bool, highlights: [Range<Int>]) {
        self.id = id
        self.name = name
        self.breweryName = breweryName
        self.country = country
        self.style = style
        self.abv = abv
        self.ibu = ibu
        self.isFavourite = isFavourite
        self.highlights = highlights
    }
}
