import GRDB

/// Bulk writes with the full-text indexes built once at the end instead of row by row (and the
/// search revision bumped once instead of per row). When the write is large next to the
/// table, the beers' indexes other than the UNIQUE one are also dropped and rebuilt at the end:
/// building an index from 100,000 rows in one sorted pass costs a third of inserting the rows
/// one by one into it.
///
/// FTS5 flushes its in-memory buffer at every statement savepoint, and each `INSERT INTO beers`
/// fired through `beer_words_insert` runs in one, so a large import through the triggers writes
/// one tiny index segment per row. Here the full-text triggers of beers, breweries and styles
/// are dropped for the duration of `body` and recreated from their own stored SQL afterwards.
/// An index keeps no copy of what it indexed, and FTS5 removes a row by those values, so while
/// `body` runs, temporary triggers remember the indexed name of every older row it renames or
/// deletes; afterwards those rows are removed with that name and added again as they are, and
/// the rows `body` added are indexed by their id range. It all happens inside the caller's
/// transaction, so a rollback (an error, or a dry run) restores the triggers along with
/// everything else.
extension CatalogueTransaction {
    static let perRowTriggers = FullTextTable.all.flatMap(\.triggers)
        + ["beers_search_insert", "beers_search_delete", "beers_search_update"]

    /// Indexes nothing `body` needs: the name order, and the beers of a brewery or style, which
    /// only deletes and renames use (an import deletes nothing, adds styles without renaming
    /// them, and renames a brewery only when a file changes its name's case: one scan of the
    /// table each). The upsert's own lookup uses the UNIQUE index, which stays.
    static let rebuiltIndexes = ["beers_sort_name", "beers_brewery", "beers_style_abv"]

    /// Runs `body` without per-row indexing, then indexes what it changed; with
    /// `rebuildingIndexes`, the `rebuiltIndexes` too.
    func deferringSearchIndex(rebuildingIndexes: Bool = false, _ body: () throws -> Void) throws {
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
        // Rows added by `body` get ids above these, so they have nothing indexed to remove.
        var previousMaximum: [Int64] = []
        for table in FullTextTable.all {
            let maximum = try Int64.fetchOne(db, sql: "SELECT max(id) FROM \(table.content)") ?? 0
            try rememberIndexedNames(of: table, upTo: maximum)
            previousMaximum.append(maximum)
        }
        try body()
        for (table, maximum) in zip(FullTextTable.all, previousMaximum) {
            try reindex(table, previousMaximum: maximum)
        }
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

    /// FTS5 merges 4 segments of one level into one as soon as there are 4 (`automerge`). During
    /// one bulk insert it waits for 16, where it would have to merge anyway: fewer merges while
    /// a million beers are indexed, for more segments until later writes merge them.
    static let bulkAutomerge = 16
    static let defaultAutomerge = 4

    /// The temporary table that keeps, for each older row of `table` (id up to
    /// `previousMaximum`) that `body` renames or deletes, the name its index holds: the first
    /// one, since the index does not change while `body` runs. (A trigger may not name a
    /// table's schema; the temporary table is found first.)
    private func rememberIndexedNames(of table: FullTextTable, upTo previousMaximum: Int64) throws {
        let remembered = "indexed_\(table.content)"
        let remember = "INSERT OR IGNORE INTO \(remembered) (id, name) VALUES (old.id, old.name);"
        try db.execute(sql: """
            CREATE TEMP TABLE \(remembered) (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            CREATE TEMP TRIGGER \(remembered)_renamed BEFORE UPDATE OF id, name ON main.\(table.content)
                WHEN old.id <= \(previousMaximum) BEGIN \(remember) END;
            CREATE TEMP TRIGGER \(remembered)_deleted BEFORE DELETE ON main.\(table.content)
                WHEN old.id <= \(previousMaximum) BEGIN \(remember) END;
            """)
    }

    /// Brings `table`'s full-text index up to date after `body`: the older rows it renamed or
    /// deleted are removed with the names they were indexed with, and added again as they now
    /// are; the rows it added (ids above `previousMaximum`) are indexed by that range, in id order.
    private func reindex(_ table: FullTextTable, previousMaximum: Int64) throws {
        let (content, words, remembered) = (table.content, table.name, "temp.indexed_\(table.content)")
        try db.execute(sql: "DROP TRIGGER \(remembered)_renamed; DROP TRIGGER \(remembered)_deleted")
        let added = try Int64.fetchOne(db, sql: "SELECT max(id) FROM \(content)") ?? 0 > previousMaximum
        let changed = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(remembered))") ?? false
        if added || changed {
            try configure(table, hashSize: Self.bulkHashSize, automerge: Self.bulkAutomerge)
            try db.execute(sql: """
                INSERT INTO \(words) (\(words), rowid, name) SELECT 'delete', id, name FROM \(remembered);
                INSERT INTO \(words) (rowid, name) SELECT id, name FROM main.\(content) WHERE id IN (SELECT id FROM \(remembered));
                INSERT INTO \(words) (rowid, name) SELECT id, name FROM main.\(content) WHERE id > ?;
                """, arguments: [previousMaximum])
            try configure(table, hashSize: Self.defaultHashSize, automerge: Self.defaultAutomerge)
        }
        // (On an error, the caller's transaction rolls back, and this table with it.)
        try db.execute(sql: "DROP TABLE \(remembered)")
    }

    /// Sets FTS5's buffer size and merge threshold (stored in the index's own configuration).
    private func configure(_ table: FullTextTable, hashSize: Int, automerge: Int) throws {
        try db.execute(sql: """
            INSERT INTO \(table.name) (\(table.name), rank) VALUES ('hashsize', ?);
            INSERT INTO \(table.name) (\(table.name), rank) VALUES ('automerge', ?);
            """, arguments: [hashSize, automerge])
    }
}
