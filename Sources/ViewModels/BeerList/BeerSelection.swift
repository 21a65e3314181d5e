import Catalogue

/// A row the user opened: the list as it was filtered and sorted, and the row's index in it.
public struct BeerSelection: Hashable, Sendable {
    public let beers: LoadedBeers
    public let index: Int

    public init(beers: LoadedBeers, index: Int) {
        self.beers = beers
        self.index = index
    }
}
