import Catalogue
import Foundation
import PostgresNIO

/// Bearer tokens: only a token's SHA-256 reaches the database, with its user and expiry.
extension PostgresCatalogueBackend {
    public func storeToken(hash: Data, userID: Int64, expiresAt: Date, now: Date) async throws {
        do {
            try await inTransaction { connection in
                try await connection.query("DELETE FROM tokens WHERE expires_at <= \(now.timeIntervalSince1970)", logger: logger)
                try await connection.query("""
                    INSERT INTO tokens (hash, user_id, expires_at)
                    VALUES (\(hash), \(userID), \(expiresAt.timeIntervalSince1970))
                    """, logger: logger)
            }
        } catch let error as PSQLError where error.sqlState == SQLState.foreignKeyViolation {
            throw CatalogueBackendError.noSuchUser(userID)
        }
    }

    public func user(forTokenHash hash: Data, now: Date) async throws -> User? {
        let rows = try await rows("""
            SELECT u.id, u.name, u.created_at FROM tokens t JOIN users u ON u.id = t.user_id
            WHERE t.hash = \(hash) AND t.expires_at > \(now.timeIntervalSince1970)
            """)
        return try rows.first.map(Self.user(from:))
    }

    public func revokeToken(hash: Data) async throws {
        try await client.query("DELETE FROM tokens WHERE hash = \(hash)", logger: logger)
    }
}
