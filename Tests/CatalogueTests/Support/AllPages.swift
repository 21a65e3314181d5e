import Catalogue
import XCTest

extension CatalogueStore {
    /// Every page of `first`'s results (as `userID` sees them), following each page's `next`, checking that every page
    /// reports the same total.
    func allPages(_ first: SearchRequest, userID: Int64? = nil, strategy: SearchStrategy = .inMemory,
                  file: StaticString = #filePath, line: UInt = #line) throws -> (total: Int, beers: [BeerSummary]) {
        var request = first
        var beers: [BeerSummary] = []
        var totals: Set<Int> = []
        for _ in 0..<10_000 {
            let page = try search(request, userID: userID, strategy: strategy)
            totals.insert(page.total)
            beers += page.beers
            guard let next = page.next else { break }
            request.after = next
        }
        XCTAssertEqual(totals.count, 1, "every page reports the same total", file: file, line: line)
        return (totals.first ?? -1, beers)
    }
}
