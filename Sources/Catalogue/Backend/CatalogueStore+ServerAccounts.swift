import Foundation
import GRDB

/// What the server's backend adds to the store's accounts: the admin flag, and naming a missing
/// user or beer when a write refers to one.
extension CatalogueStore {
    /// Whether the user may import over the server; false for an unknown id.
    public func isAdmin(userID: Int64) throws -> Bool {
        try reading { db in
            try Bool.fetchOne(db, sql: "SELECT is_admin FROM users WHERE id = ?", arguments: [userID]) ?? false
        }
    }

    /// Grants or withdraws the right to import over the server (`taproom account create --admin`).
    public func setAdmin(_ isAdmin: Bool, userName name: String) throws {
        let changed = try writing { db in
            try db.execute(sql: "UPDATE users SET is_admin = ? WHERE name_key = ?",
                           arguments: [isAdmin, UserRecord.nameKey(for: name)])
            return db.changesCount
        }
        if changed == 0 { throw AccountError.noSuchUser(name) }
    }

    /// Runs a write that refers to a user (and a beer), reporting a foreign key that points
    /// nowhere as `CatalogueBackendError.noSuchUser`/`.noSuchBeer` rather than as SQLite's error.
    func mappingMissingRows<T>(userID: Int64, beerID: Int64? = nil, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY {
            let userExists = try reading { db in try UserRecord.exists(db, key: userID) }
            if !userExists { throw CatalogueBackendError.noSuchUser(userID) }
            if let beerID { throw CatalogueBackendError.noSuchBeer(beerID) }
            throw error
        }
    }
}
