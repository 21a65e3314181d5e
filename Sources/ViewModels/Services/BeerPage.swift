import Catalogue

/// One page of a beer list as the view models see it.
public struct BeerPage: Hashable, Sendable {
    public let beers: [BeerSummary]
    /// Beers matching the query in all.
    public let total: Int
    /// Pass back to get the following page; nil on the last page.
    public let next: NextPage?

    public init(beers: [BeerSummary], total: Int, next: NextPage?) {
        self.beers = beers
        self.total = total
        self.next = next
    }
}

/// Where the next page starts. Opaque: the store's service keeps a keyset cursor, in-memory
/// services (tests) an offset.
public struct NextPage: Hashable, Sendable {
    enum Position: Hashable, Sendable {
        case cursor(PageCursor)
        case offset(Int)
    }

    let position: Position

    init(cursor: PageCursor) { position = .cursor(cursor) }

    public init(offset: Int) { position = .offset(offset) }

    /// The offset an in-memory service gave; nil for a store cursor.
    public var offset: Int? {
        if case .offset(let offset) = position { return offset }
        return nil
    }
}
