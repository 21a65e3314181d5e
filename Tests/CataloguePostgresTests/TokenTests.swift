import Catalogue
import CataloguePostgres
import Foundation
import PostgresNIO
import XCTest

/// Sessions' bearer tokens on PostgreSQL, as the database keeps them: found until they expire
/// or are signed out, only their SHA-256 stored, expired ones forgotten at the next sign-in.
/// (`SQLiteCatalogueAccountsTests` holds the SQLite store to the same.)
final class TokenTests: PostgresCatalogueTestCase {
    private var database: String!
    private var postgres: PostgresCatalogue!

    override func setUp() async throws {
        try await super.setUp()
        database = try server.makeDatabase()
        postgres = try makeCatalogue(database: database)
        try await postgres.migrate()
        _ = try await postgres.createAccount(name: "alice", password: "correct horse")
    }

    private func signIn() async throws -> Session {
        try await postgres.signIn(name: "alice", password: "correct horse")
    }

    func testASessionIsFoundByItsTokenUntilItExpires() async throws {
        let session = try await signIn()
        XCTAssertEqual(session.expiresAt, clock.now.addingTimeInterval(SessionRules.defaultLifetime))
        let found = try await postgres.session(for: session.token)
        XCTAssertEqual(found, session)
        clock.advance(by: SessionRules.defaultLifetime)
        let atExpiry = try await postgres.session(for: session.token)
        XCTAssertNil(atExpiry)
        let unknown = try await postgres.session(for: BearerToken(text: "other"))
        XCTAssertNil(unknown)
    }

    func testASignInForgetsTheExpiredTokens() async throws {
        let start = clock.now
        let short = try makeCatalogue(database: database, sessions: clock.sessionRules(lifetime: 60))
        let old = try await short.signIn(name: "alice", password: "correct horse")
        let live = try await signIn()
        clock.advance(by: 60)
        _ = try await signIn()
        // Asked about a moment the first token was still valid, it is gone: deleted, not only expired.
        let past = try makeCatalogue(database: database, sessions: SessionRules(now: { start }))
        let forgotten = try await past.session(for: old.token)
        XCTAssertNil(forgotten)
        let kept = try await postgres.session(for: live.token)
        XCTAssertEqual(kept?.user.name, "alice")
    }

    func testASignedOutTokenFindsNobody() async throws {
        let signedOut = try await signIn()
        let kept = try await signIn()
        try await postgres.signOut(signedOut)
        let revoked = try await postgres.session(for: signedOut.token)
        XCTAssertNil(revoked)
        let stillThere = try await postgres.session(for: kept.token)
        XCTAssertEqual(stillThere, kept)
        try await postgres.signOut(signedOut)
    }

    func testOnlyTheHashIsStoredAndOnlyAHashFits() async throws {
        let session = try await signIn()
        let stored = try await withAdminConnection(to: database) { connection in
            try await connection.query("SELECT hash FROM tokens", logger: Self.quiet).collect()
                .map { try $0.decode(Data.self) }
        }
        XCTAssertEqual(stored, [session.token.hash])
        XCTAssertEqual(session.token.hash.count, 32)
        XCTAssertNotEqual(session.token.hash, Data(session.token.text.utf8))
        let tooShort = await thrownError {
            try await withAdminConnection(to: database) { connection in
                try await connection.query("""
                    INSERT INTO tokens (hash, user_id, expires_at) VALUES (\(Data("secret".utf8)), \(session.user.id), 0)
                    """, logger: Self.quiet)
            }
        }
        XCTAssertNotNil(tooShort, "a token's SHA-256 is 32 bytes; anything else is refused")
        let nobody = await thrownError {
            try await withAdminConnection(to: database) { connection in
                try await connection.query("""
                    INSERT INTO tokens (hash, user_id, expires_at) VALUES (\(BearerToken().hash), 999, 0)
                    """, logger: Self.quiet)
            }
        }
        XCTAssertNotNil(nobody, "a token of no account is refused")
    }
}
