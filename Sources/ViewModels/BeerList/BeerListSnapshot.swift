import Catalogue
import CatalogueServices

/// Everything the list shows at one moment for one request: the beers loaded so far (the pages
/// around wherever the selection went), the total, and whether a load is running or failed.
struct BeerListSnapshot {
    var request: BeerListRequest
    var beers = LoadedBeers()
    /// The first page is being loaded (the list is not yet known).
    var isLoading = true
    /// Pages being loaded for the selection.
    var loadingPages: Set<Int> = []
    var error: Error?

    init(request: BeerListRequest) {
        self.request = request
    }

    /// Rows loaded ahead of the selection, so moving down one row at a time never waits.
    static let prefetchDistance = 20
    /// Rows loaded behind the selection: a list as tall as the terminal, selection at the bottom.
    static let rowsShownAbove = 100

    /// The pages rows near `index` are on, whether loaded or not; none before the first page
    /// has told how long the list is.
    func pagesNeeded(forSelection index: Int) -> [Int] {
        guard !isLoading, error == nil, beers.total > 0 else { return [] }
        let last = beers.total - 1
        let low = min(max(0, index - Self.rowsShownAbove), last)
        let high = min(max(0, index + Self.prefetchDistance), last)
        return Array(beers.page(of: low)...beers.page(of: high))
    }

    /// Of `pagesNeeded`, those neither loaded nor on their way.
    func pagesToLoad(forSelection index: Int) -> [Int] {
        pagesNeeded(forSelection: index).filter { !beers.isLoaded(page: $0) && !loadingPages.contains($0) }
    }

    mutating func receive(_ page: BeerPage, number: Int) {
        beers.insert(page, number: number)
        isLoading = false
        loadingPages.remove(number)
    }

    mutating func fail(_ error: Error) {
        self.error = error
        isLoading = false
        loadingPages = []
    }
}
