import Catalogue
import CatalogueClient
import XCTest

/// `revisions()` against the real server's `GET /v1/events`: the current revision first, then a
/// new one after each change, without polling.
final class LiveRevisionsTests: XCTestCase {
    func testTheCurrentRevisionComesFirstThenEachChange() async throws {
        try await withDeadline(seconds: 30) {
            try await LiveServer.run { server in
                let client = try CatalogueHTTPClient(serverURL: server.url)
                var revisions = client.revisions().makeAsyncIterator()
                let first = try await revisions.next()
                let current = try await server.catalogue.revision()
                XCTAssertEqual(first, current)

                try server.add([NewBeer(name: "Rochefort 10", brewery: NewBrewery(name: "Rochefort"))])
                let afterImport = try await server.catalogue.revision()
                XCTAssertGreaterThan(afterImport, current)
                var latest = first ?? 0
                while latest < afterImport, let next = try await revisions.next() {
                    XCTAssertGreaterThanOrEqual(next, latest, "a revision never goes backwards")
                    latest = next
                }
                XCTAssertEqual(latest, afterImport)
            }
        }
    }

    func testTwoClientsSeeOneAnothersRatings() async throws {
        try await withDeadline(seconds: 30) {
            try await LiveServer.run { server in
                let watcher = try CatalogueHTTPClient(serverURL: server.url)
                let rater = try CatalogueHTTPClient(serverURL: server.url)
                let orval = try server.beerID("Orval")
                _ = try await rater.createAccount(name: "alice", password: "correct horse battery")
                let alice = try await rater.signIn(name: "alice", password: "correct horse battery")
                var revisions = watcher.revisions().makeAsyncIterator()
                let first = try await revisions.next() ?? 0
                _ = try await rater.setRating(5, beerID: orval, session: alice)
                var latest = first
                while latest == first, let next = try await revisions.next() { latest = next }
                XCTAssertGreaterThan(latest, first)
                let page = try await watcher.search(SearchRequest(query: try QueryParser.parse("orval"), limit: 5), as: nil)
                XCTAssertEqual(page.beers.first?.averageRating, 5)
            }
        }
    }
}

extension XCTestCase {
    /// Runs `body`, failing the test if it has not finished within `seconds` (XCTest's own wait:
    /// a bound on waiting for events, not a pause).
    fileprivate func withDeadline(seconds: Int, _ body: @escaping @Sendable () async throws -> Void) async throws {
        let finished = expectation(description: "an answer within \(seconds) s")
        let work = Task {
            defer { finished.fulfill() }
            try await body()
        }
        await fulfillment(of: [finished], timeout: TimeInterval(seconds))
        work.cancel()
        try await work.value
    }
}
