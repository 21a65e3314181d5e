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
}
