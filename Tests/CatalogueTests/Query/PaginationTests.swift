import Catalogue
import XCTest

final class PaginationTests: XCTestCase {
    /// Walks every page of size `limit` and returns the ids, checking the total on each page.
    private func walk(_ store: CatalogueStore, query: String = "", sort: SortField, descending: Bool,
                      limit: Int) throws -> [Int64] {
        var ids: [Int64] = []
        var request = SearchRequest(query: try QueryParser.parse(query), sort: sort, descending: descending, limit: limit)
        var expectedTotal: Int?
        for _ in 0..<100 {
            let page = try store.search(request)
            XCTAssertLessThanOrEqual(page.beers.count, limit)
            if let expectedTotal { XCTAssertEqual(page.total, expectedTotal) }
            expectedTotal = page.total
            ids += page.beers.map(\.id)
            guard let next = page.next else {
                XCTAssertEqual(ids.count, page.total)
                return ids
            }
            XCTAssertEqual(page.beers.count, limit, "only the last page may be short")
            request.after = next
        }
        XCTFail("pagination did not end")
        return ids
    }

    func testPagesConcatenateToTheFullListForEverySortAndSize() throws {
        let store = try Fixtures.store(in: self)
        for sort in SortField.allCases {
            for descending in [false, true] {
                let full = try walk(store, sort: sort, descending: descending, limit: 100)
                XCTAssertEqual(full.count, 9)
                for limit in 1...9 {
                    XCTAssertEqual(try walk(store, sort: sort, descending: descending, limit: limit), full,
                                   "\(sort) descending=\(descending) limit=\(limit)")
                }
            }
        }
    }

    func testExactPageBoundaryHasNoEmptyExtraPage() throws {
        let store = try Fixtures.store(in: self)
        let first = try store.search(SearchRequest(limit: 3))
        let second = try store.search(SearchRequest(limit: 3, after: first.next))
        let third = try store.search(SearchRequest(limit: 3, after: second.next))
        XCTAssertEqual([first.beers.count, second.beers.count, third.beers.count], [3, 3, 3])
        XCTAssertNotNil(second.next)
        XCTAssertNil(third.next)
    }

    func testTiesAndMissingValuesSpanPageBoundaries() throws {
        var beers: [NewBeer] = []
        for index in 0..<10 { beers.append(NewBeer(name: "Same \(index)", brewery: NewBrewery(name: "B"), abv: 5, ibu: nil)) }
        for index in 0..<5 { beers.append(NewBeer(name: "Strong \(index)", brewery: NewBrewery(name: "B"), abv: 8, ibu: 40)) }
        let store = try Fixtures.store(in: self, beers: beers)
        for sort in [SortField.abv, .ibu, .brewery] {
            for descending in [false, true] {
                let full = try walk(store, sort: sort, descending: descending, limit: 100)
                XCTAssertEqual(Set(full).count, 15)
                for limit in [1, 2, 3, 4, 7] {
                    XCTAssertEqual(try walk(store, sort: sort, descending: descending, limit: limit), full)
                }
            }
        }
    }

    func testFilteredQueryPaginates() throws {
        let store = try Fixtures.store(in: self)
        let full = try walk(store, query: "pale", sort: .abv, descending: true, limit: 100)
        XCTAssertEqual(full.count, 3)
        XCTAssertEqual(try walk(store, query: "pale", sort: .abv, descending: true, limit: 2), full)
    }
}

final class LargeResultPaginationTests: XCTestCase {
    /// Enough matches that search walks the sort index instead of sorting the matches.
    func testManyMatchesPageInOrderThroughTheSortIndex() throws {
        let beers = (0..<2_500).map { index in
            NewBeer(name: "Beer \(String(format: "%04d", (index * 7919) % 2_500))", brewery: NewBrewery(name: "B\(index % 40)"),
                    abv: index % 10 == 0 ? nil : Double(index % 97) / 10)
        }
        let store = try Fixtures.store(in: self, beers: beers)
        var request = SearchRequest(query: try QueryParser.parse("beer"), limit: 700)
        var names: [String] = []
        while true {
            let page = try store.search(request)
            XCTAssertEqual(page.total, 2_500)
            names += page.beers.map(\.name)
            guard let next = page.next else { break }
            request.after = next
        }
        XCTAssertEqual(names, (0..<2_500).map { "Beer \(String(format: "%04d", $0))" })

        var byABV = SearchRequest(query: try QueryParser.parse("beer"), sort: .abv, descending: true, limit: 600)
        var abvs: [Double?] = []
        while true {
            let page = try store.search(byABV)
            abvs += page.beers.map(\.abv)
            guard let next = page.next else { break }
            byABV.after = next
        }
        XCTAssertEqual(abvs.count, 2_500)
        XCTAssertEqual(abvs.compactMap { $0 }, abvs.compactMap { $0 }.sorted(by: >))
        XCTAssertEqual(abvs.suffix(250), Array(repeating: nil, count: 250), "missing values last")
    }
}
