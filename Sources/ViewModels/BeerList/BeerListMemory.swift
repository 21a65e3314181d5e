import CatalogueServices

/// What the list remembers between starts: the filter as typed, the sort, and whether only
/// favourites show. The list starts from one (`BeerListViewModel`'s `initial`) and says when it
/// changes (`remembered`); where it is kept is the app's launch layer's business.
public struct BeerListMemory: Hashable, Sendable {
    public var filter: String
    public var sort: CatalogueSort
    public var favouritesOnly: Bool

    public init(filter: String = "", sort: CatalogueSort = .name, favouritesOnly: Bool = false) {
        self.filter = filter
        self.sort = sort
        self.favouritesOnly = favouritesOnly
    }
}
