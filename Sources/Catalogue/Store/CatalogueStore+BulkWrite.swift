import GRDB

extension CatalogueStore {
    /// `write`, or with `dryRun` `dryRun`, for a bulk import. The store's connections keep
    /// temporary data in memory, which suits searches; but then SQLite also sorts in memory when
    /// it builds an index, which for a million beers means tens of MB. Here those sorts spill
    /// to temporary files past the page cache's size instead.
    ///
    /// Foreign keys are not checked per row here: every brewery and style id a bulk write stores
    /// was just looked up or inserted in the same transaction, and it deletes nothing, so the
    /// checks (two lookups per beer, a quarter of the sorted insert at a million beers) could
    /// never fail. They are back on for every other write.
    func bulkWrite<T>(dryRun: Bool, _ body: (CatalogueTransaction) throws -> T) throws -> T {
        try reportingLockAndDamage {
            try database.writeWithoutTransaction { db in
                // Only outside a transaction can the setting change.
                try db.execute(sql: "PRAGMA temp_store = FILE")
                defer { try? db.execute(sql: "PRAGMA temp_store = MEMORY") }
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
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
