import Catalogue

/// A list's beers as far as they are loaded: how many the list has in all, and the pages read so
/// far, which need not be next to each other (the first page and the last, say). Row `i` is
/// `self[i]`, nil until its page arrives.
public struct LoadedBeers: Hashable, Sendable {
    /// Beers in the whole list (loaded or not).
    public private(set) var total: Int
    /// Beers per page: every page but the last has this many and starts at a multiple of it.
    public private(set) var pageSize: Int
    /// Marks the query's free words (the same for every page of a request) in rows' names.
    private(set) var highlighter = MatchHighlighter(words: [])
    private var pages: [Int: [BeerSummary]]

    /// An empty list.
    public init() {
        self.init(total: 0, pageSize: 1)
    }

    /// A list whose beers are all loaded.
    public init(_ beers: [BeerSummary]) {
        self.init(total: beers.count, pageSize: max(1, beers.count))
        if !beers.isEmpty { pages[0] = beers }
    }

    init(total: Int, pageSize: Int) {
        self.total = total
        self.pageSize = max(1, pageSize)
        pages = [:]
    }

    public var isEmpty: Bool { total == 0 }

    /// The beer in row `index`, or nil when its page is not loaded (or the row is out of range).
    public subscript(index: Int) -> BeerSummary? {
        guard index >= 0, index < total, let page = pages[index / pageSize] else { return nil }
        let offset = index % pageSize
        return page.indices.contains(offset) ? page[offset] : nil
    }

    /// The beers loaded, in the list's order (pages not loaded are skipped), without walking
    /// the rows that are not.
    public var loaded: [BeerSummary] {
        pages.keys.sorted().flatMap { pages[$0] ?? [] }
    }

    /// The first page's beers (empty until it arrives): the part of the list every way through
    /// it starts with.
    public var firstPage: [BeerSummary] {
        pages[0] ?? []
    }

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
        highlighter = MatchHighlighter(words: page.words)
        pages[number] = page.beers
    }
}
