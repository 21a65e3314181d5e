@testable import Catalogue
import PTYTestSupport
import XCTest

/// A page at any offset, and a beer's position, agree with walking the pages from the start:
/// every sort, both directions, beers without an ABV or IBU (which sort last), filtered or not.
final class PageAtOffsetTests: XCTestCase {
    private func makeStore() throws -> CatalogueStore {
        let store = try CatalogueStore(path: makeTemporaryDirectory().appendingPathComponent("db.sqlite").path)
        try store.write { tx in
            for index in 0..<230 {
                _ = try tx.upsert(beer: NewBeer(
                    name: (index % 2 == 0 ? "Pale " : "Stout ") + "\(index)", brewery: NewBrewery(name: "Brewery \(index % 7)"),
                    style: index % 3 == 0 ? "Pale Ale" : nil,
                    abv: index % 5 == 0 ? nil : Double(40 + index % 30) / 10, ibu: index % 4 == 0 ? nil : Double(index % 60)))
            }
        }
        return store
    }

    func testPagesAtOffsetsMatchThePagesWalkedInOrder() throws {
        let store = try makeStore()
        for text in ["", "pale", "abv>5"] {
            for field in SortField.allCases {
                for descending in [false, true] {
                    let request = SearchRequest(query: try QueryParser.parse(text), sort: field, descending: descending, limit: 25)
                    let all = try store.allPages(request).beers.map(\.id)
                    for strategy in [SearchStrategy.sql, .inMemory] {
                        for offset in [0, 1, 25, 50, all.count - 25, all.count - 1, all.count] where offset >= 0 {
                            var atOffset = request
                            atOffset.after = NextPage(offset: offset)
                            let page = try store.search(atOffset, strategy: strategy)
                            let context = "\(text) \(field) \(descending) at \(offset), \(strategy)"
                            XCTAssertEqual(page.total, all.count, context)
                            XCTAssertEqual(page.beers.map(\.id), Array(all[offset..<min(offset + 25, all.count)]), context)
                            XCTAssertEqual(page.next == nil, offset + 25 >= all.count, context)
                        }
                        for (position, id) in all.enumerated() where position % 17 == 0 || position == all.count - 1 {
                            XCTAssertEqual(try store.position(of: id, in: request, strategy: strategy), position,
                                           "\(text) \(field) \(descending), \(strategy)")
                        }
                    }
                }
            }
        }
    }

    func testABeerOutsideTheResultHasNoPosition() throws {
        let store = try makeStore()
        let stout = try XCTUnwrap(store.search(SearchRequest(query: try QueryParser.parse("stout"), limit: 1)).beers.first)
        for strategy in [SearchStrategy.sql, .inMemory] {
            XCTAssertNil(try store.position(of: stout.id, in: SearchRequest(query: try QueryParser.parse("pale")), strategy: strategy))
            XCTAssertNil(try store.position(of: 999_999, in: SearchRequest(), strategy: strategy))
        }
    }

    /// The app pages with `.inMemoryWhenLoaded`: until the index is loaded (seconds at a million
    /// beers) SQL answers a page far down the list, or a beer's position, instead of waiting.
    func testWhileTheIndexIsNotLoadedOffsetsAndPositionsAreAnsweredWithoutLoadingIt() throws {
        let store = try makeStore()
        let request = SearchRequest(query: try QueryParser.parse("pale"), sort: .abv, descending: true, limit: 25)
        let all = try store.allPages(request, strategy: .sql).beers.map(\.id)
        XCTAssertEqual(store.searchIndex.loads, 0)
        var last = request
        last.after = NextPage(offset: all.count - 1)
        XCTAssertEqual(try store.search(last, strategy: .inMemoryWhenLoaded).beers.map(\.id), [all[all.count - 1]])
        XCTAssertEqual(try store.position(of: all[40], in: request, strategy: .inMemoryWhenLoaded), 40)
        XCTAssertEqual(store.searchIndex.loads, 0, "nothing waited for the index")
        try store.prepareSearch(sort: .abv)
        XCTAssertEqual(try store.search(last, strategy: .inMemoryWhenLoaded).beers.map(\.id), [all[all.count - 1]])
        XCTAssertEqual(try store.position(of: all[40], in: request, strategy: .inMemoryWhenLoaded), 40)
        XCTAssertEqual(store.searchIndex.loads, 1, "loaded once, then used")
    }

    func testPagesCarryTheSignedInUsersRatingsWhateverTheStrategy() async throws {
        let store = try makeStore()
        let catalogue = SQLiteCatalogue.testing(store)
        let alice = try await catalogue.account("alice")
        let user = alice.user
        let pale = SearchRequest(query: try QueryParser.parse("pale"), limit: 5)
        let beers = try store.search(pale, userID: user.id).beers.map(\.id)
        _ = try await catalogue.setRating(4, beerID: beers[1], session: alice)
        _ = try await catalogue.setRating(2, beerID: beers[3], session: alice)
        for strategy in [SearchStrategy.inMemory, .sql, .inMemoryWhenLoaded] {
            let page = try store.search(pale, userID: user.id, strategy: strategy)
            XCTAssertEqual(page.beers.map(\.id), beers, "\(strategy)")
            XCTAssertEqual(page.beers.map(\.rating), [nil, 4, nil, 2, nil], "\(strategy)")
        }
        var atOffset = pale
        atOffset.after = NextPage(offset: 1)
        XCTAssertEqual(try store.search(atOffset, userID: user.id).beers.prefix(3).map(\.rating), [4, nil, 2])
        XCTAssertEqual(try store.search(pale, userID: nil, strategy: .sql).beers.map(\.rating), [nil, nil, nil, nil, nil])
    }
}
