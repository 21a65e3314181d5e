import Catalogue
import CataloguePostgres
import Crypto
import Foundation
import XCTest

/// Bearer tokens on PostgreSQL (`SQLiteCatalogueBackendTests` holds the SQLite backend to the same).
final class TokenTests: PostgresBackendTestCase {
    private var postgres: PostgresCatalogueBackend!
    private var alice: User!

    override func setUp() async throws {
        try await super.setUp()
        postgres = try await makeBackend()
        alice = try await postgres.createUser(name: "alice", password: "correct horse")
    }

    private func hash(_ token: String) -> Data { Data(SHA256.hash(data: Data(token.utf8))) }

    func testAStoredTokenFindsItsUserUntilItExpires() async throws {
        let expiry = clock.now.addingTimeInterval(3_600)
        try await postgres.storeToken(hash: hash("secret"), userID: alice.id, expiresAt: expiry, now: clock.now)
        let found = try await postgres.user(forTokenHash: hash("secret"), now: clock.now)
        XCTAssertEqual(found, alice)
        let atExpiry = try await postgres.user(forTokenHash: hash("secret"), now: expiry)
        XCTAssertNil(atExpiry)
        let unknown = try await postgres.user(forTokenHash: hash("other"), now: clock.now)
        XCTAssertNil(unknown)
    }

    func testStoringATokenForgetsTheExpiredOnes() async throws {
        let now = clock.now
        try await postgres.storeToken(hash: hash("old"), userID: alice.id, expiresAt: now.addingTimeInterval(60), now: now)
        try await postgres.storeToken(hash: hash("live"), userID: alice.id, expiresAt: now.addingTimeInterval(600), now: now)
        // A sign-in after the first token expired: asked about a moment it was still valid, it is gone.
        try await postgres.storeToken(hash: hash("new"), userID: alice.id, expiresAt: now.addingTimeInterval(900),
                                      now: now.addingTimeInterval(60))
        let forgotten = try await postgres.user(forTokenHash: hash("old"), now: now)
        XCTAssertNil(forgotten)
        let kept = try await postgres.user(forTokenHash: hash("live"), now: now.addingTimeInterval(60))
        XCTAssertEqual(kept, alice)
    }

    func testARevokedTokenFindsNobody() async throws {
        try await postgres.storeToken(hash: hash("secret"), userID: alice.id, expiresAt: clock.now.addingTimeInterval(60), now: clock.now)
        try await postgres.storeToken(hash: hash("kept"), userID: alice.id, expiresAt: clock.now.addingTimeInterval(60), now: clock.now)
        try await postgres.revokeToken(hash: hash("secret"))
        let revoked = try await postgres.user(forTokenHash: hash("secret"), now: clock.now)
        XCTAssertNil(revoked)
        let kept = try await postgres.user(forTokenHash: hash("kept"), now: clock.now)
        XCTAssertEqual(kept, alice)
    }

    func testOnlyTheHashIsStoredAndUnknownUsersAreRefused() async throws {
        let error = await thrownError {
            try await postgres.storeToken(hash: hash("secret"), userID: 999, expiresAt: clock.now.addingTimeInterval(60), now: clock.now)
        }
        XCTAssertEqual(error as? CatalogueBackendError, .noSuchUser(999))
        let tooShort = await thrownError {
            try await postgres.storeToken(hash: Data("secret".utf8), userID: alice.id, expiresAt: clock.now, now: clock.now)
        }
        XCTAssertNotNil(tooShort, "a token's SHA-256 is 32 bytes; anything else is refused")
    }
}
