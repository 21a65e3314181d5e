import Catalogue

/// A list's beers as far as they are loaded: how many the list has in all, and the pages read so
/// far, which need not be next to each other (the first page and the last, say). Row `i` is
/// `self[i]`, nil until its page arrives.
public struct LoadedBeers: Hashable, Sendable {
    /// Beers in the whole list (loaded or not).
    public private(set) var total: Int
    /// Beers per page: every page but the last has this many and starts at a multiple of it.
    public private(set) var pageSize: Int
    private var pages: [Int: [BeerSummary]]
    private var ratings: [Int64: Int]

    /// An empty list.
    public init() {
        self.init(total: 0, pageSize: 1)
    }

    /// A list whose beers are all loaded.
    public init(_ beers: [BeerSummary], ratings: [Int64: Int] = [:]) {
        self.init(total: beers.count, pageSize: max(1, beers.count))
        if !beers.isEmpty { pages[0] = beers }
        self.ratings = ratings
    }

    init(total: Int, pageSize: Int) {
        self.total = total
        self.pageSize = max(1, pageSize)
        pages = [:]
        ratings = [:]
    }

    public var isEmpty: Bool { total == 0 }

    /// The beer in row `index`, or nil when its page is not loaded (or the row is out of range).
    public subscript(index: Int) -> BeerSummary? {
        guard index >= 0, index < total, let page = pages[index / pageSize] else { return nil }
        let offset = index % pageSize
        return page.indices.contains(offset) ? page[offset] : nil
    }

    /// The signed-in user's rating of a loaded beer (1–5), nil when unrated.
    public func rating(of beerID: Int64) -> Int? { ratings[beerID] }

    /// The number of the page that holds row `index`.
    func page(of index: Int) -> Int { index / pageSize }

    /// The row the page numbered `page` starts at.
    func offset(ofPage page: Int) -> Int { page * pageSize }

    func isLoaded(page: Int) -> Bool { pages[page] != nil }

    /// The numbers of the pages loaded, in order.
    var loadedPages: [Int] { pages.keys.sorted() }

    /// Keeps `page` as the page numbered `number` (the first page also sets the page size).
    mutating func insert(_ page: BeerPage, number: Int) {
        if number == 0, page.next != nil, !page.beers.isEmpty { pageSize = page.beers.count }
        if number == 0, page.next == nil { pageSize = max(1, page.beers.count) }
        total = page.total
        pages[number] = page.beers
        ratings.merge(page.ratings) { _, new in new }
    }
}
