import Catalogue

/// One page of a beer list as the view models see it.
public struct BeerPage: Hashable, Sendable {
    public let beers: [BeerSummary]
    /// Beers matching the query in all.
    public let total: Int
    /// Pass back to get the following page; nil on the last page.
    public let next: NextPage?
    /// The signed-in user's ratings of the page's beers, by beer id (rated ones only).
    public let ratings: [Int64: Int]

    public init(beers: [BeerSummary], total: Int, next: NextPage?, ratings: [Int64: Int] = [:]) {
        self.beers = beers
        self.total = total
        self.next = next
        self.ratings = ratings
    }
}

/// Where a page starts. Opaque: after a keyset cursor (the store's next page), or at an offset
/// in the list (any page, such as the last, without the ones before it).
public struct NextPage: Hashable, Sendable {
    enum Position: Hashable, Sendable {
        case cursor(PageCursor)
        case offset(Int)
    }

    let position: Position

    init(cursor: PageCursor) { position = .cursor(cursor) }

    public init(offset: Int) { position = .offset(offset) }

    /// The offset asked for; nil for a store cursor.
    public var offset: Int? {
        if case .offset(let offset) = position { return offset }
        return nil
    }
}
