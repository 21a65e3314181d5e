import Catalogue

/// Everything the list shows at one moment for one request: the beers loaded so far (pages
/// appended as the selection nears the end), the total, and whether a load is running or failed.
struct BeerListSnapshot {
    var request: BeerListRequest
    var beers: [BeerSummary] = []
    var total = 0
    var next: NextPage?
    /// The first page is being loaded (the list is not yet known).
    var isLoading = true
    /// A following page is being loaded.
    var isLoadingMore = false
    var error: Error?

    init(request: BeerListRequest) {
        self.request = request
    }

    /// How close to the end of the loaded rows the selection must come to load the next page.
    static let prefetchDistance = 20

    /// The page to load when the selection is at `index`, or nil when none is needed (or one is
    /// already on its way).
    func pageToLoad(forSelection index: Int) -> NextPage? {
        guard !isLoading, !isLoadingMore, error == nil, let next else { return nil }
        return index >= beers.count - Self.prefetchDistance ? next : nil
    }

    mutating func receive(_ page: BeerPage) {
        beers += page.beers
        total = page.total
        next = page.next
        isLoading = false
        isLoadingMore = false
    }

    mutating func fail(_ error: Error) {
        self.error = error
        isLoading = false
        isLoadingMore = false
    }
}
