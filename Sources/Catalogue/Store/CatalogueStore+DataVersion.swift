import GRDB

extension CatalogueStore {
    /// SQLite's `PRAGMA data_version` on this store's writing connection: a number that changes
    /// when another connection commits (another process, or another store on the same file), and
    /// not for this store's own writes, which their writer already knows about. Asking costs one
    /// statement, so a program can poll it to notice other programs' changes.
    public func dataVersion() throws -> Int {
        try reportingLockAndDamage {
            try database.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
        }
    }
}
