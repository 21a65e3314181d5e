import Foundation
import GRDB

/// What the owner of the catalogue's file may do that no one signed in may (`CatalogueAdministration`).
extension SQLiteCatalogue: CatalogueAdministration {
    /// Every account, by name.
    public func users() async throws -> [User] {
        try await work.run { [store] in
            try store.reading { db in try UserRecord.order(UserRecord.Columns.nameKey).fetchAll(db).compactMap(\.user) }
        }
    }

    /// Deletes the account and all its personal data and sessions.
    public func deleteAccount(name: String) async throws {
        let key = UserRecord.nameKey(for: name)
        let deleted = try await work.run { [store] in
            try store.writing { db in
                let count = try UserRecord.all().named(name).deleteAll(db)
                try db.execute(sql: "DELETE FROM login_throttle WHERE name_key = ?", arguments: [key])
                return count
            }
        }
        if deleted == 0 { throw AccountError.noSuchUser(name) }
    }

    /// Grants or withdraws the right to import over the server (`taproom account create --admin`).
    public func setAdmin(_ isAdmin: Bool, userName name: String) async throws {
        let changed = try await work.run { [store] in
            try store.writing { db in
                try db.execute(sql: "UPDATE users SET is_admin = ? WHERE name_key = ?",
                               arguments: [isAdmin, UserRecord.nameKey(for: name)])
                return db.changesCount
            }
        }
        if changed == 0 { throw AccountError.noSuchUser(name) }
    }

    /// A session for the account named, without its password: for the file's owner, who can
    /// read and write the file anyway. Its token is never stored (no one can present it).
    public func acting(asUserNamed name: String) async throws -> Session {
        let found = try await work.run { [store] in
            try store.reading { db in
                try Row.fetchOne(db, sql: "SELECT * FROM users WHERE name_key = ?", arguments: [UserRecord.nameKey(for: name)])
                    .flatMap { row in try UserRecord(row: row).user.map { ($0, (row["is_admin"] as Bool?) ?? false) } }
            }
        }
        guard let (user, isAdmin) = found else { throw AccountError.noSuchUser(name) }
        return Session(user: user, token: BearerToken(), expiresAt: .distantFuture, isAdmin: isAdmin)
    }

    public func allBeers() async throws -> [Beer] {
        try await work.run { [store] in try store.allBeers() }
    }
}

extension CatalogueStore {
    /// Runs a write that refers to a user (and a beer), reporting a foreign key that points
    /// nowhere as `CatalogueError.noSuchUser`/`.noSuchBeer` rather than as SQLite's error.
    func mappingMissingRows<T>(userID: Int64, beerID: Int64? = nil, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY {
            let userExists = try reading { db in try UserRecord.exists(db, key: userID) }
            if !userExists { throw CatalogueError.noSuchUser(userID) }
            if let beerID { throw CatalogueError.noSuchBeer(beerID) }
            throw error
        }
    }
}
