/// The list's rows, built when drawn: `count` rows, each a `BeerRow`, or nil while its page loads.
public struct BeerRows: Sendable {
    public let beers: LoadedBeers

    public init(_ beers: LoadedBeers) {
        self.beers = beers
    }

    public var count: Int { beers.total }

    public subscript(index: Int) -> BeerRow? {
        beers[index].map { BeerRow($0, highlights: beers.highlighter.ranges(in: $0.name)) }
    }

    /// Every loaded row in order, skipping rows not loaded.
    public var loaded: [BeerRow] {
        beers.loaded.map { BeerRow($0, highlights: beers.highlighter.ranges(in: $0.name)) }
    }
}
