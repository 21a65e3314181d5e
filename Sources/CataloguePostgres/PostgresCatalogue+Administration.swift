import Catalogue
import Foundation
import PostgresNIO

/// What the owner of the database may do that no one signed in may (`CatalogueAdministration`),
/// with the SQLite store's answers; and whether the database holds a catalogue at all, so that a
/// command that reads never makes one.
extension PostgresCatalogue: CatalogueAdministration {
    public func users() async throws -> [User] {
        try await rows("SELECT id, name, created_at FROM users ORDER BY name_key").map { row in
            let (id, name, createdAt) = try row.decode((Int64, String, Double).self)
            return User(id: id, name: name, createdAt: Date(timeIntervalSince1970: createdAt))
        }
    }

    public func deleteAccount(name: String) async throws {
        let key = Credentials.nameKey(for: name)
        let deleted = try await inTransaction { connection in
            let rows = try await connection.query("DELETE FROM users WHERE name_key = \(key) RETURNING id", logger: self.logger)
                .collect()
            try await connection.query("DELETE FROM login_throttle WHERE name_key = \(key)", logger: self.logger)
            return rows.count
        }
        if deleted == 0 { throw AccountError.noSuchUser(name) }
    }

    public func acting(asUserNamed name: String) async throws -> Session {
        let key = Credentials.nameKey(for: name)
        guard let row = try await rows("SELECT id, name, created_at, is_admin FROM users WHERE name_key = \(key)").first else {
            throw AccountError.noSuchUser(name)
        }
        let (id, storedName, createdAt, isAdmin) = try row.decode((Int64, String, Double, Bool).self)
        return Session(user: User(id: id, name: storedName, createdAt: Date(timeIntervalSince1970: createdAt)),
                       token: BearerToken(), expiresAt: .distantFuture, isAdmin: isAdmin)
    }

    public func allBeers() async throws -> [Beer] {
        try await rows("\(unescaped: Self.fullBeerSelect) ORDER BY b.sort_key, b.id").map(Self.fullBeer)
    }

    /// Whether the database holds Taproom's schema (`migrate()` makes it).
    public func hasCatalogue() async throws -> Bool {
        let rows = try await rows("SELECT to_regclass('schema_migrations') IS NOT NULL AND to_regclass('beers') IS NOT NULL")
        return try rows.first?.decode(Bool.self) ?? false
    }
}
