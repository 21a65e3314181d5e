import GRDB

extension CatalogueStore {
    /// `write`, or with `dryRun` `dryRun`, for a bulk import. The store's connections keep
    /// temporary data in memory, which suits searches; but then SQLite also sorts in memory when
    /// it builds an index, which for a million beers means tens of MB. Here those sorts spill
    /// to temporary files past the page cache's size instead.
    func bulkWrite<T>(dryRun: Bool, _ body: (CatalogueTransaction) throws -> T) throws -> T {
        try reportingLockAndDamage {
            try database.writeWithoutTransaction { db in
                // Only outside a transaction can the setting change.
                try db.execute(sql: "PRAGMA temp_store = FILE")
                defer { try? db.execute(sql: "PRAGMA temp_store = MEMORY") }
                var result: T?
                try db.inTransaction(.immediate) {
                    result = try body(CatalogueTransaction(db))
                    return dryRun ? .rollback : .commit
                }
                guard let result else { throw StoreError.invalidValue("the import produced no result") }
                return result
            }
        }
    }
}
