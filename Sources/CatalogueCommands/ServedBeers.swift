import Catalogue
import CommandLineSupport

/// Every beer a server shares, in name order (the order a local export lists them), a page at a
/// time: the pages of `GET /v1/beers`, each beer completed with `GET /v1/beers/{id}` (its city,
/// region, description, first brewed), a few at once. The API carries no colour and no id from
/// the imported file, so those stay empty.
struct ServedBeers {
    let catalogue: any BeerCatalogue

    static let pageSize = 200
    static let detailsAtOnce = 8

    /// Calls `body` with each page's beers, in order, until the last page.
    func forEachPage(_ body: ([Beer]) throws -> Void) throws {
        var after: NextPage?
        repeat {
            let (beers, next) = try fromCatalogue { [catalogue, after] in try await Self.page(catalogue, after: after) }
            try body(beers)
            after = next
        } while after != nil
    }

    private static func page(_ server: any BeerCatalogue, after: NextPage?) async throws -> ([Beer], NextPage?) {
        let page = try await server.search(SearchRequest(limit: pageSize, after: after), as: nil)
        let ids = page.beers.map(\.id)
        var beers = [Beer?](repeating: nil, count: ids.count)
        try await withThrowingTaskGroup(of: (Int, Beer?).self) { group in
            var nextIndex = 0
            func startNext() {
                guard nextIndex < ids.count else { return }
                let (index, id) = (nextIndex, ids[nextIndex])
                group.addTask { (index, try await server.beer(id: id)) }
                nextIndex += 1
            }
            for _ in 0..<detailsAtOnce { startNext() }
            while let (index, beer) = try await group.next() {
                beers[index] = beer
                startNext()
            }
        }
        // A beer deleted between the page and its details is left out, as if the page had been read later.
        return (beers.compactMap { $0 }, page.next)
    }
}
