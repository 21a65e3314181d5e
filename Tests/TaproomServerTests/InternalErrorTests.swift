import Catalogue
import Foundation
import GRDB
import LogTestSupport
import XCTest

/// A failure inside the store reaches the client as a bare 500: no SQL, table name or error
/// text (the server logs those).
final class InternalErrorTests: XCTestCase {
    func testAStoreFailureSaysOnlyInternalError() async throws {
        let database = try DatabaseQueue()
        let fixture = try ServerFixture(store: try CatalogueStore(database: database))
        let log = CapturedLog()
        try await fixture.test(logger: log.logger) { api in
            let token = try await api.signUp("alice")
            // A damaged schema, as a broken database would have: token look-ups fail in SQLite.
            try await database.write { db in try db.execute(sql: "DROP TABLE tokens") }
            let failed = try await api.send(.get, "/v1/me", token: token)
            XCTAssertEqual(failed.status, 500)
            let expected = try JSONDecoder().decode(JSONValue.self, from: Data(
                #"{"error": {"code": "internal_error", "message": "internal error"}}"#.utf8))
            XCTAssertEqual(failed.json, expected, failed.bodyText)
            XCTAssertFalse(failed.bodyText.contains("tokens"))
            // What does not need the damaged table still works.
            let stats = try await api.send(.get, "/v1/stats")
            XCTAssertEqual(stats.status, 200)
        }
        // The operator sees what the client does not: the real error, and each request's status.
        XCTAssertTrue(log.all.contains { $0.hasPrefix("error request failed") && $0.contains("no such table: tokens") }, "\(log.all)")
        XCTAssertTrue(log.all.contains { $0.hasPrefix("info GET /v1/me 500") }, "\(log.all)")
        XCTAssertTrue(log.all.contains { $0.hasPrefix("info GET /v1/stats 200") && $0.contains("ms=") }, "\(log.all)")
    }

    func testTheAccessLogLeavesOutTheQueryString() async throws {
        let fixture = try ServerFixture()
        let log = CapturedLog()
        try await fixture.test(logger: log.logger) { api in
            try await api.send(.get, "/v1/beers?q=secret%20search")
        }
        XCTAssertTrue(log.all.contains { $0.hasPrefix("info GET /v1/beers 200") }, "\(log.all)")
        XCTAssertFalse(log.all.contains { $0.contains("secret") }, "\(log.all)")
    }
}
