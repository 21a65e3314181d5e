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
        // Signed in while the file could still be written, at the fixture's time: the token is kept.
        let setUp = SQLiteCatalogue(store: writable, work: .callersThread, passwords: .testing,
                                    sessions: SessionRules(now: { Date(timeIntervalSince1970: 1_800_000_000) }))
        _ = try await setUp.createAccount(name: "alice", password: "correct horse battery")
        let token = try await setUp.signIn(name: "alice", password: "correct horse battery").token
        try writable.close()

        let fixture = try ServerFixture(store: try CatalogueStore(path: path, access: .readOnly))
        try await fixture.test { api in
            let me = try await api.send(.get, "/v1/me", token: token.text)
            XCTAssertEqual(me.status, 200)
            let search = try await api.send(.get, "/v1/beers", token: token.text)
            XCTAssertEqual(search["total"], .integer(1))
            let orval = try fixture.beerID("Orval")
            for (method, uri, json) in [(.put, "/v1/me/favourites/\(orval)", nil), (.put, "/v1/me/ratings/\(orval)", ["stars": 2]),
                                        (.put, "/v1/me/notes/\(orval)", ["text": "Funky"]), (.delete, "/v1/me/ratings/\(orval)", nil),
                                        (.post, "/v1/me/checkins/\(orval)", nil), (.delete, "/v1/sessions/current", nil)]
                as [(HTTPRequest.Method, String, [String: Any]?)] {
                let refused = try await api.send(method, uri, token: token.text, json: json)
                XCTAssertEqual(refused.status, 403, uri)
                XCTAssertEqual(refused.errorCode, "read_only", uri)
            }
            // The refused sign-out left the token as it was: it still signs in.
            let stillSignedIn = try await api.send(.get, "/v1/me", token: token.text)
            XCTAssertEqual(stillSignedIn.status, 200)
            let newAccount = try await api.send(.post, "/v1/users", json: ["name": "bob", "password": "correct horse battery"])
            XCTAssertEqual(newAccount.status, 403)
            XCTAssertEqual(newAccount.errorCode, "read_only")
            // A sign-in whose token the file cannot keep would hand out a token that fails at once.
            let signIn = try await api.send(.post, "/v1/sessions", json: ["name": "alice", "password": "correct horse battery"])
            XCTAssertEqual(signIn.status, 403, signIn.bodyText)
            XCTAssertEqual(signIn.errorCode, "read_only")
        }
    }
}
