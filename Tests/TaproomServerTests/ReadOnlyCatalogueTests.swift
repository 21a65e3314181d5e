import Catalogue
import Foundation
import HTTPTypes
import PTYTestSupport
import XCTest

/// A catalogue served read-only (its file cannot be written, or `--read-only`): reading works,
/// and every write is refused as read-only rather than failing inside.
final class ReadOnlyCatalogueTests: XCTestCase {
    func testReadsWorkAndWritesAreRefusedAsReadOnly() async throws {
        let directory = try makeTemporaryDirectory()
        let path = directory.appendingPathComponent("club.sqlite").path
        let writable = try CatalogueStore(path: path)
        try writable.write { transaction in _ = try transaction.upsert(beer: ServerFixture.beers[0]) }
        let setUp = SQLiteCatalogueBackend(store: writable, accounts: AccountService(store: writable, parameters: .testing))
        let alice = try await setUp.createUser(name: "alice", password: "correct horse battery")
        let token = BearerToken()
        try await setUp.storeToken(hash: token.hash, userID: alice.id, expiresAt: Date(timeIntervalSince1970: 1_900_000_000), now: Date(timeIntervalSince1970: 1_800_000_000))
        try writable.close()

        let fixture = try ServerFixture(store: try CatalogueStore(path: path, access: .readOnly))
        try await fixture.test { api in
            let me = try await api.send(.get, "/v1/me", token: token.text)
            XCTAssertEqual(me.status, 200)
            let search = try await api.send(.get, "/v1/beers", token: token.text)
            XCTAssertEqual(search["total"], .integer(1))
            let orval = try fixture.beerID("Orval")
            for (method, uri, json) in [(.put, "/v1/me/favourites/\(orval)", nil), (.put, "/v1/me/ratings/\(orval)", ["stars": 2]),
                                        (.post, "/v1/me/checkins/\(orval)", nil), (.delete, "/v1/sessions/current", nil)]
                as [(HTTPRequest.Method, String, [String: Any]?)] {
                let refused = try await api.send(method, uri, token: token.text, json: json)
                XCTAssertEqual(refused.status, 403, uri)
                XCTAssertEqual(refused.errorCode, "read_only", uri)
            }
            let newAccount = try await api.send(.post, "/v1/users", json: ["name": "bob", "password": "correct horse battery"])
            XCTAssertEqual(newAccount.status, 403)
        }
    }
}
