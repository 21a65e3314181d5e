/// What to search for and which page to return: the contract's request, the same for every
/// store (a client sends `query.text`). Who asks is the call's `Session`, not part of it.
public struct SearchRequest: Hashable, Sendable {
    public var query: CatalogueQuery
    public var sort: SortField
    public var descending: Bool
    /// Rows per page (at least 1).
    public var limit: Int
    /// Where the page starts: nil for the first page, the previous page's `next`, or
    /// `NextPage(offset:)` for the page at an offset.
    public var after: NextPage?
    /// Who asks, as the store passes it down to the search's SQL (it fills `BeerSummary.isFavourite`
    /// and `rating`, and makes `fav` usable): set by `CatalogueStore.search(_:userID:strategy:)`
    /// from the session, never by a caller.
    var userID: Int64?

    public init(query: CatalogueQuery = CatalogueQuery(), sort: SortField = .name, descending: Bool = false,
                limit: Int = 100, after: NextPage? = nil) {
        self.query = query
        self.sort = sort
        self.descending = descending
        self.limit = limit
        self.after = after
    }
}

public enum SortField: String, Hashable, Sendable, CaseIterable, Codable {
    case name
    case abv
    case ibu
    case brewery
    /// The community's average rating; beers nobody rated come last in both directions.
    case rating
}
