import GRDB

/// Bulk writes with the full-text index built once at the end instead of row by row (and the
/// beer-numbers revision bumped once instead of per row).
///
/// FTS5 flushes its in-memory buffer at every statement savepoint, and each `INSERT INTO beers`
/// fired through `beers_fts_insert` runs in one, so a large import through the triggers writes
/// one tiny index segment per row. Here the two per-row triggers are dropped for the duration
/// of `body` and recreated from their own stored SQL afterwards; the beers `body` touched are
/// then indexed in a single statement. It all happens inside the caller's transaction, so a
/// rollback (an error, or a dry run) restores the triggers along with everything else.
extension CatalogueTransaction {
    static let perRowTriggers = ["beers_fts_insert", "beers_fts_update", "beers_numbers_insert",
                                 "beers_numbers_delete", "beers_numbers_update"]

    /// Runs `body`, which returns the ids of the beers it added or changed, without per-row
    /// indexing, then indexes those beers.
    func deferringSearchIndex(_ body: () throws -> [Int64]) throws {
        let triggers = try Row.fetchAll(db, sql: """
            SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (?, ?, ?, ?, ?)
            """, arguments: StatementArguments(Self.perRowTriggers))
        for trigger in triggers {
            let name: String = trigger["name"]
            try db.execute(sql: "DROP TRIGGER \(name.quotedDatabaseIdentifier)")
        }
        let touched = try body()
        try reindexSearch(beerIDs: touched)
        try db.execute(sql: "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = ?",
                       arguments: [MetaKey.beerNumbersRevision])
        for trigger in triggers {
            let sql: String = trigger["sql"]
            try db.execute(sql: sql)
        }
    }

    /// Rewrites the full-text rows of the given beers from their current name, brewery and style.
    private func reindexSearch(beerIDs: [Int64]) throws {
        guard !beerIDs.isEmpty else { return }
        try db.execute(sql: "CREATE TEMP TABLE reindexed_beers (id INTEGER PRIMARY KEY)")
        let insert = try db.cachedStatement(sql: "INSERT OR IGNORE INTO reindexed_beers (id) VALUES (?)")
        for id in beerIDs { try insert.execute(arguments: [id]) }
        try db.execute(sql: """
            DELETE FROM beers_fts WHERE rowid IN (SELECT id FROM reindexed_beers);
            INSERT INTO beers_fts (rowid, name, brewery, style)
                SELECT b.id, b.name, br.name, s.name
                FROM beers b JOIN breweries br ON br.id = b.brewery_id LEFT JOIN styles s ON s.id = b.style_id
                WHERE b.id IN (SELECT id FROM reindexed_beers);
            DROP TABLE reindexed_beers;
            """)
    }
}
