/// What to search for and which page to return.
public struct SearchRequest: Hashable, Sendable {
    public var query: CatalogueQuery
    public var sort: SortField
    public var descending: Bool
    /// Rows per page (at least 1).
    public var limit: Int
    /// Continue after this row (the previous page's `next`); nil for the first page.
    public var after: PageCursor?
    /// The signed-in user: fills `BeerSummary.isFavourite` and makes `fav` usable.
    public var userID: Int64?

    public init(query: CatalogueQuery = CatalogueQuery(), sort: SortField = .name, descending: Bool = false,
                limit: Int = 100, after: PageCursor? = nil, userID: Int64? = nil) {
        self.query = query
        self.sort = sort
        self.descending = descending
        self.limit = limit
        self.after = after
        self.userID = userID
    }
}

public enum SortField: String, Hashable, Sendable, CaseIterable, Codable {
    case name
    case abv
    case ibu
    case brewery
}

/// Where a page ended: the last row's sort key and id (the tiebreak). Opaque to callers.
public struct PageCursor: Hashable, Sendable {
    enum Key: Hashable, Sendable {
        case text(String)
        case number(Double)
        case null
    }

    let key: Key
    let id: Int64
}
