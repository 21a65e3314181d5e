import Catalogue
import Foundation
import GRDB
import XCTest

/// A failure inside the backend reaches the client as a bare 500: no SQL, table name or error
/// text (the server logs those).
final class InternalErrorTests: XCTestCase {
    func testABackendFailureSaysOnlyInternalError() async throws {
        let database = try DatabaseQueue()
        let fixture = try ServerFixture(store: try CatalogueStore(database: database))
        try await fixture.test { api in
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
    }
}
