import Catalogue
import Foundation
import GRDB
import XCTest

final class AccountRoutesTests: XCTestCase {
    func testCreateAnAccountThenSignIn() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let created = try await api.send(.post, "/v1/users", json: ["name": "alice", "password": "correct horse battery"])
            XCTAssertEqual(created.status, 201)
            XCTAssertEqual(created["name"]?.string, "alice")
            let session = try await api.send(.post, "/v1/sessions", json: ["name": "alice", "password": "correct horse battery"])
            XCTAssertEqual(session.status, 201)
            XCTAssertEqual(session["user"]?["name"]?.string, "alice")
            let expiresAt = ISO8601DateFormatter().string(from: fixture.now.addingTimeInterval(fixture.tokenLifetime))
            XCTAssertEqual(session["expiresAt"]?.string, expiresAt)
            XCTAssertEqual(session["isAdmin"], .bool(false))
            let me = try await api.send(.get, "/v1/me", token: try XCTUnwrap(session["token"]?.string))
            XCTAssertEqual(me.status, 200)
            XCTAssertEqual(me["user"]?["name"]?.string, "alice")
            XCTAssertEqual(me["user"]?["id"], created["id"])
            XCTAssertEqual(me["isAdmin"], .bool(false))
            XCTAssertEqual(me["expiresAt"]?.string, expiresAt)
        }
    }

    func testAccountRefusalsNameTheField() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            _ = try await api.signUp("alice")
            let taken = try await api.send(.post, "/v1/users", json: ["name": "ALICE", "password": "another password"])
            XCTAssertEqual(taken.status, 409)
            XCTAssertEqual(taken.errorField, "name")
            let badName = try await api.send(.post, "/v1/users", json: ["name": "no spaces allowed", "password": "correct horse"])
            XCTAssertEqual(badName.status, 422)
            XCTAssertEqual(badName.errorField, "name")
            let badPassword = try await api.send(.post, "/v1/users", json: ["name": "bob", "password": ""])
            XCTAssertEqual(badPassword.status, 422)
            XCTAssertEqual(badPassword.errorField, "password")
        }
    }

    func testWrongPasswordAndUnknownUserAreTheSameRefusal() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            _ = try await api.signUp("alice")
            let wrong = try await api.send(.post, "/v1/sessions", json: ["name": "alice", "password": "wrong"])
            let unknown = try await api.send(.post, "/v1/sessions", json: ["name": "nobody", "password": "wrong"])
            XCTAssertEqual(wrong.status, 401)
            XCTAssertEqual(wrong.bodyText, unknown.bodyText)
        }
    }

    func testRepeatedFailuresAreThrottledWithRetryAfter() async throws {
        let fixture = try ServerFixture(throttle: SignInThrottle(threshold: 3, baseDelay: 30))
        try await fixture.test { api in
            _ = try await api.signUp("alice")
            for _ in 0..<3 {
                let wrong = try await api.send(.post, "/v1/sessions", json: ["name": "alice", "password": "wrong"])
                XCTAssertEqual(wrong.status, 401)
            }
            let throttled = try await api.send(.post, "/v1/sessions", json: ["name": "alice", "password": "correct horse battery"])
            XCTAssertEqual(throttled.status, 429)
            XCTAssertEqual(throttled.headers[.retryAfter], "30")
            XCTAssertEqual(throttled.error?["retryAfter"]?.integer, 30)
            fixture.advanceClock(by: 30)
            let again = try await api.send(.post, "/v1/sessions", json: ["name": "alice", "password": "correct horse battery"])
            XCTAssertEqual(again.status, 201)
        }
    }

    func testSigningOutRevokesTheToken() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let token = try await api.signUp("alice")
            let other = try await api.signIn("alice")
            let signedOut = try await api.send(.delete, "/v1/sessions/current", token: token)
            XCTAssertEqual(signedOut.status, 204)
            let afterwards = try await api.send(.get, "/v1/me", token: token)
            XCTAssertEqual(afterwards.status, 401)
            let again = try await api.send(.delete, "/v1/sessions/current", token: token)
            XCTAssertEqual(again.status, 401)
            // Only that sign-in ends: the same user's other session goes on.
            let stillSignedIn = try await api.send(.get, "/v1/me", token: other)
            XCTAssertEqual(stillSignedIn.status, 200)
        }
    }

    func testATokenExpires() async throws {
        let fixture = try ServerFixture(tokenLifetime: 600)
        try await fixture.test { api in
            let token = try await api.signUp("alice")
            fixture.advanceClock(by: 599)
            let live = try await api.send(.get, "/v1/me", token: token)
            XCTAssertEqual(live.status, 200)
            fixture.advanceClock(by: 1)
            let expired = try await api.send(.get, "/v1/me", token: token)
            XCTAssertEqual(expired.status, 401)
            XCTAssertEqual(expired.errorCode, "unauthorized")
        }
    }

    func testAMissingOrMalformedTokenIsRefused() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let token = try await api.signUp("alice")
            let none = try await api.send(.get, "/v1/me")
            XCTAssertEqual(none.status, 401)
            let wrong = try await api.send(.get, "/v1/me", token: String(token.reversed()))
            XCTAssertEqual(wrong.status, 401)
            let basic = try await api.client.execute(uri: "/v1/me", method: .get, headers: [.authorization: "Basic \(token)"])
            XCTAssertEqual(basic.status, .unauthorized)
        }
    }

    func testOnlyTheTokensHashIsKept() async throws {
        let database = try DatabaseQueue()
        let fixture = try ServerFixture(store: try CatalogueStore(database: database))
        try await fixture.test { api in
            let token = try await api.signUp("alice")
            let kept = try database.read { db in try Row.fetchAll(db, sql: "SELECT * FROM tokens") }
            XCTAssertEqual(kept.count, 1)
            let hash: Data? = kept.first?["hash"]
            XCTAssertEqual(hash, BearerToken(text: token).hash)
            // Nothing kept is the token itself, in any column.
            for row in kept {
                for (column, value) in row {
                    XCTAssertFalse(value.description.contains(token), column)
                    XCTAssertNotEqual(Data.fromDatabaseValue(value), Data(token.utf8), column)
                }
            }
            let session = try await fixture.catalogue.session(for: BearerToken(text: token))
            XCTAssertEqual(session?.user.name, "alice")
        }
    }
}
