@testable import Catalogue
import Dispatch
import Foundation
import XCTest

/// `SQLiteCatalogue.search` does not wait for the in-memory search index: before it has loaded
/// (here its queue is held back) SQL answers with the page the index gives once it has, and each
/// search has the index of its order loaded for the next.
final class SearchWhileIndexLoadsTests: XCTestCase {
    func testAPageBeforeTheIndexIsReadyIsThePageAfter() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-index-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let store = try CatalogueStore(path: directory.appendingPathComponent("taproom.sqlite").path)
        try store.write { tx in
            for (name, brewery, abv) in [("Orval", "Orval", 6.2), ("Orvalette", "Orval", 3.5), ("Chimay Bleue", "Chimay", 9.0),
                                         ("Rochefort 10", "Rochefort", 11.3), ("Orange Wheat", "Hangar 24", 4.6)] {
                _ = try tx.upsert(beer: NewBeer(name: name, brewery: NewBrewery(name: brewery), abv: abv))
            }
        }
        let held = DispatchQueue(label: "held-index")
        held.suspend()
        let catalogue = SQLiteCatalogue(store: store, work: .callersThread, strategy: .inMemoryWhenLoaded,
                                        passwords: .testing, throttle: SignInThrottle(), sessions: SessionRules(),
                                        externalChangeInterval: .milliseconds(500), indexing: StoreWork(queue: held))
        let requests = [(CatalogueQuery(words: ["or"]), SortField.name, false),
                        (try QueryParser.parse("abv>4"), .abv, true), (CatalogueQuery(), .brewery, false)]
        var pages: [BeerPage] = []
        for (query, sort, descending) in requests {
            pages.append(try await catalogue.search(SearchRequest(query: query, sort: sort, descending: descending, limit: 2),
                                                    as: nil))
            XCTAssertEqual(store.searchIndex.loads, 0, "the search did not wait for the index")
        }
        held.resume()
        try await waitUntil("the index has loaded its three orders") {
            try store.isSearchPrepared(sort: .name) && store.isSearchPrepared(sort: .abv) && store.isSearchPrepared(sort: .brewery)
        }
        XCTAssertEqual(store.searchIndex.loads, 1, "one load, whatever the number of orders queued")
        for (query, sort, descending) in requests {
            pages.append(try await catalogue.search(SearchRequest(query: query, sort: sort, descending: descending, limit: 2),
                                                    as: nil))
        }

        XCTAssertEqual(pages.count, 6)
        XCTAssertEqual(pages[0].beers.map(\.name), ["Orange Wheat", "Orval"])
        XCTAssertEqual(pages[0].total, 3)
        XCTAssertEqual(pages[1].beers.map(\.name), ["Rochefort 10", "Chimay Bleue"])
        for (before, after) in zip(pages[0..<3], pages[3..<6]) {
            XCTAssertEqual(after.beers, before.beers)
            XCTAssertEqual(after.total, before.total)
            XCTAssertEqual(after.next, before.next)
        }
        XCTAssertEqual(store.searchIndex.loads, 1)
    }
}

/// Polls `condition` every 10 ms until it holds, failing the test after `seconds`.
func waitUntil(_ what: String, seconds: Double = 10, _ condition: () throws -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while try !condition() {
        guard ContinuousClock.now < deadline else { return XCTFail("timed out waiting until \(what)") }
        try await Task.sleep(for: .milliseconds(10))
    }
}
