@testable import Catalogue
import XCTest

/// `.inMemoryWhenLoaded`: until the in-memory index (and the requested order) is loaded, SQL
/// answers at once, with the same pages the index gives once it is ready.
final class SearchBeforeIndexLoadsTests: XCTestCase {
    private var store: CatalogueStore!

    override func setUpWithError() throws {
        store = try Fixtures.store(in: self)
    }

    private static let queries = ["", "orv", "st", "abv>=6", "brewery:brasserie", "country:be", "ipa abv<7"]

    func testASearchBeforeTheIndexIsReadyReturnsTheSamePagesAsAfter() throws {
        for sort in [SortField.name, .abv, .ibu, .brewery] {
            for descending in [false, true] {
                for query in Self.queries {
                    let request = SearchRequest(query: try QueryParser.parse(query), sort: sort,
                                                descending: descending, limit: 2)
                    let before = try store.allPages(request, strategy: .inMemoryWhenLoaded)
                    try store.prepareSearch(sort: sort)
                    XCTAssertTrue(try store.isSearchPrepared(sort: sort))
                    let after = try store.allPages(request, strategy: .inMemoryWhenLoaded)
                    let label = "\(query) by \(sort)\(descending ? " descending" : "")"
                    XCTAssertEqual(after.total, before.total, label)
                    XCTAssertEqual(after.beers, before.beers, label)
                    XCTAssertFalse(after.beers.isEmpty && query.isEmpty, label)
                    XCTAssertEqual(store.searchIndex.loads, 1, "searching never loads the index; preparing once does")
                }
            }
        }
    }

    func testNothingIsLoadedUntilPreparedAndAChangeIsSeenAtOnce() throws {
        let request = SearchRequest(query: try QueryParser.parse("zwick"))
        XCTAssertFalse(try store.isSearchPrepared())
        XCTAssertEqual(try store.search(request, strategy: .inMemoryWhenLoaded).total, 0)
        XCTAssertEqual(store.searchIndex.loads, 0)
        try store.prepareSearch()
        XCTAssertTrue(try store.isSearchPrepared())
        XCTAssertFalse(try store.isSearchPrepared(sort: .abv), "each order loads on its own")

        _ = try store.write { tx in try tx.upsert(beer: NewBeer(name: "Zwickel", brewery: NewBrewery(name: "Mahr"))) }
        XCTAssertFalse(try store.isSearchPrepared(), "the loaded index is for the catalogue before the change")
        XCTAssertEqual(try store.search(request, strategy: .inMemoryWhenLoaded).beers.map(\.name), ["Zwickel"])
        XCTAssertEqual(store.searchIndex.loads, 1)
    }
}
