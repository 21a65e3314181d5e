import GRDB

/// Bulk writes with the full-text index built once at the end instead of row by row (and the
/// search revision bumped once instead of per row). When the write is large next to the
/// table, the beers' indexes other than the UNIQUE one are also dropped and rebuilt at the end:
/// building an index from 100,000 rows in one sorted pass costs a third of inserting the rows
/// one by one into it.
///
/// FTS5 flushes its in-memory buffer at every statement savepoint, and each `INSERT INTO beers`
/// fired through `beers_fts_insert` runs in one, so a large import through the triggers writes
/// one tiny index segment per row. Here the two per-row triggers are dropped for the duration
/// of `body` and recreated from their own stored SQL afterwards; the beers `body` touched are
/// then indexed in a single statement. It all happens inside the caller's transaction, so a
/// rollback (an error, or a dry run) restores the triggers along with everything else.
extension CatalogueTransaction {
    static let perRowTriggers = ["beers_fts_insert", "beers_fts_update", "beers_search_insert",
                                 "beers_search_delete", "beers_search_update"]

    /// Indexes nothing `body` needs: the name order, and the beers of a brewery or style, which
    /// only deletes and renames use (an import deletes nothing, adds styles without renaming
    /// them, and renames a brewery only when a file changes its name's case: one scan of the
    /// table each). The upsert's own lookup uses the UNIQUE index, which stays.
    static let rebuiltIndexes = ["beers_sort_name", "beers_brewery", "beers_style"]

    /// Runs `body`, which returns the ids of the beers it changed (those it added may be left
    /// out: they are found by their ids), without per-row
    /// indexing, then indexes those beers; with `rebuildingIndexes`, the `rebuiltIndexes` too.
    func deferringSearchIndex(rebuildingIndexes: Bool = false, _ body: () throws -> [Int64]) throws {
        let names = Self.perRowTriggers + (rebuildingIndexes ? Self.rebuiltIndexes : [])
        let placeholders = Array(repeating: "?", count: names.count).joined(separator: ", ")
        let deferred = try Row.fetchAll(db, sql: """
            SELECT type, name, sql FROM sqlite_master WHERE type IN ('trigger', 'index') AND name IN (\(placeholders))
            """, arguments: StatementArguments(names))
        for object in deferred {
            let type: String = object["type"]
            let name: String = object["name"]
            try db.execute(sql: "DROP \(type == "index" ? "INDEX" : "TRIGGER") \(name.quotedDatabaseIdentifier)")
        }
        // Beers added by `body` get ids above this, so they have no full-text rows to remove.
        let previousMaximum = try Int64.fetchOne(db, sql: "SELECT max(id) FROM beers") ?? 0
        let touched = try body()
        try reindexSearch(beerIDs: touched, previousMaximum: previousMaximum)
        // The full-text index's buffer is freed: its memory is better spent on the index sorts.
        FreedMemory.giveBack()
        try db.execute(sql: "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = ?",
                       arguments: [MetaKey.searchRevision])
        // The indexes are built with a helper thread each; with two sorts in memory at once, each
        // gets half the cache the full-text build had, which keeps the peak where it was.
        try db.execute(sql: "PRAGMA cache_size = \(Self.indexBuildCacheSize)")
        try db.withSortHelperThread {
            for object in deferred {
                let sql: String = object["sql"]
                try db.execute(sql: sql)
            }
        }
    }

    /// SQLite page cache while the dropped indexes and triggers are recreated, in KiB (4 MiB).
    static let indexBuildCacheSize = -4_096

    /// FTS5 writes its pending index data out whenever this much has accumulated (default 1 MB);
    /// a larger buffer during one bulk insert means fewer, larger segments and less CPU. It is
    /// held in memory on top of the page cache, so it stays well below an import's memory budget.
    static let bulkHashSize = 4 << 20
    static let defaultHashSize = 1 << 20

    /// Rewrites the full-text rows of the given beers from their current name, brewery and style.
    /// Beers added by `body` have ids above `previousMaximum` and no full-text rows yet: they are
    /// indexed by that range. Only changed older beers go through a temporary table of ids
    /// (filling one with 100,000 new ids took a quarter of a second).
    private func reindexSearch(beerIDs: [Int64], previousMaximum: Int64) throws {
        // `beerIDs` may leave out the new beers (an import of a million need not list them).
        let added = try Int64.fetchOne(db, sql: "SELECT max(id) FROM beers") ?? 0 > previousMaximum
        guard !beerIDs.isEmpty || added else { return }
        // Beers are indexed in id order, and their breweries come in no order. A million beers'
        // 50,000 breweries fill 4 MB of `breweries` pages, which the scan of the beers pushes out
        // of the page cache: looking each brewery up there read a page back for nearly every beer
        // (0.9 million reads). Their ids and names alone take a third of that room and stay cached.
        try db.execute(sql: """
            CREATE TEMP TABLE indexed_brewery_names (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            INSERT INTO temp.indexed_brewery_names (id, name) SELECT id, name FROM breweries;
            """)
        let select = """
            INSERT INTO beers_fts (rowid, name, brewery, style)
                SELECT b.id, b.name, br.name, s.name
                FROM beers b JOIN temp.indexed_brewery_names br ON br.id = b.brewery_id
                LEFT JOIN styles s ON s.id = b.style_id
            """
        try db.execute(sql: "INSERT INTO beers_fts (beers_fts, rank) VALUES ('hashsize', ?)", arguments: [Self.bulkHashSize])
        let changed = beerIDs.filter { $0 <= previousMaximum }
        if !changed.isEmpty {
            try db.execute(sql: "CREATE TEMP TABLE reindexed_beers (id INTEGER PRIMARY KEY)")
            let insert = try db.cachedStatement(sql: "INSERT OR IGNORE INTO reindexed_beers (id) VALUES (?)")
            for id in changed { try insert.execute(arguments: [id]) }
            try db.execute(sql: """
                DELETE FROM beers_fts WHERE rowid IN (SELECT id FROM reindexed_beers);
                \(select) WHERE b.id IN (SELECT id FROM reindexed_beers);
                DROP TABLE reindexed_beers;
                """)
        }
        try db.execute(sql: "\(select) WHERE b.id > ?", arguments: [previousMaximum])
        try db.execute(sql: "DROP TABLE temp.indexed_brewery_names")
        try db.execute(sql: "INSERT INTO beers_fts (beers_fts, rank) VALUES ('hashsize', ?)", arguments: [Self.defaultHashSize])
    }
}
