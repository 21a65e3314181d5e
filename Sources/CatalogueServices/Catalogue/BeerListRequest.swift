import Catalogue

/// What a beer list shows: the filter text as typed, the sort and whether only favourites.
public struct BeerListRequest: Hashable, Sendable {
    public var query: String
    public var sort: CatalogueSort
    public var favouritesOnly: Bool

    public init(query: String, sort: CatalogueSort = .name, favouritesOnly: Bool = false) {
        self.query = query
        self.sort = sort
        self.favouritesOnly = favouritesOnly
    }

    /// The contract's request for the list: the text parsed (`QueryError` naming the term at
    /// fault), `fav` added for favourites only, which needs someone signed in.
    func searchRequest(signedIn: Bool) throws -> SearchRequest {
        var parsed = try QueryParser.parse(query)
        if favouritesOnly, !parsed.wantsFavourites { parsed.filters.append(.favourites) }
        if parsed.wantsFavourites, !signedIn { throw QueryError.favouritesNeedUser }
        if parsed.wantsCheckIns, !signedIn { throw QueryError.hadNeedsUser }
        return SearchRequest(query: parsed, sort: sort.field, descending: sort.descending)
    }
}
