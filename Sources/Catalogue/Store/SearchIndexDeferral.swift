import GRDB

/// Bulk writes with the full-text index built once at the end instead of row by row (and the
/// search revision bumped once instead of per row). When the write is large next to the
/// table, the beers' indexes other than the UNIQUE one are also dropped and rebuilt at the end:
/// building an index from 100,000 rows in one sorted pass costs a third of inserting the rows
/// one by one into it.
///
/// FTS5 flushes its in-memory buffer at every statement savepoint, and each `INSERT INTO beers`
/// fired through `beers_fts_insert` runs in one, so a large import through the triggers writes
/// one tiny index segment per row. Here the full-text triggers are dropped for the duration of
/// `body` and recreated from their own stored SQL afterwards. The index keeps no copy of what it
/// indexed, and FTS5 removes a row by those values, so while `body` runs, temporary triggers
/// remember the indexed values of every older beer it changes or deletes and of every brewery
/// and style it renames; afterwards those beers are removed with what was indexed and added
/// again as they are, and the beers `body` added are indexed by their id range. It all happens
/// inside the caller's transaction, so a rollback (an error, or a dry run) restores the
/// triggers along with everything else.
extension CatalogueTransaction {
    static let perRowTriggers = ["beers_fts_insert", "beers_fts_update", "beers_fts_delete", "breweries_fts_rename",
                                 "styles_fts_rename", "beers_search_insert", "beers_search_delete", "beers_search_update"]

    /// Indexes nothing `body` needs: the name order, and the beers of a brewery or style, which
    /// only deletes and renames use (an import deletes nothing, adds styles without renaming
    /// them, and renames a brewery only when a file changes its name's case: one scan of the
    /// table each). The upsert's own lookup uses the UNIQUE index, which stays.
    static let rebuiltIndexes = ["beers_sort_name", "beers_brewery", "beers_style"]

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
        // Beers added by `body` get ids above this, so they have no full-text rows to remove.
        let previousMaximum = try Int64.fetchOne(db, sql: "SELECT max(id) FROM beers") ?? 0
        try rememberIndexedValues(ofBeersUpTo: previousMaximum)
        try body()
        try reindexSearch(previousMaximum: previousMaximum)
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
    /// one bulk insert it waits for 16, where it would have to merge anyway: at a million beers
    /// that is 0.45 s less merging, for 16 segments instead of 7 until later writes merge them
    /// (reading every occurrence, as the app does at start, takes 0.53 s instead of 0.48 s).
    static let bulkAutomerge = 16
    static let defaultAutomerge = 4

    /// Creates the temporary tables and triggers that keep, for each older beer (id up to
    /// `previousMaximum`) `body` updates or deletes, and each brewery and style it renames, the
    /// values the full-text index holds for it: the first ones, since the index does not change
    /// while `body` runs. (A trigger may not name a table's schema; the temporary ones are found
    /// first.)
    private func rememberIndexedValues(ofBeersUpTo previousMaximum: Int64) throws {
        let rememberBeer = """
            INSERT OR IGNORE INTO indexed_beers (id, name, brewery_id, style_id)
                VALUES (old.id, old.name, old.brewery_id, old.style_id);
            """
        try db.execute(sql: """
            CREATE TEMP TABLE indexed_beers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, brewery_id INTEGER, style_id INTEGER);
            CREATE TEMP TABLE indexed_breweries (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            CREATE TEMP TABLE indexed_styles (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            CREATE TEMP TRIGGER indexed_beer_updated BEFORE UPDATE OF name, brewery_id, style_id ON main.beers
                WHEN old.id <= \(previousMaximum) BEGIN \(rememberBeer) END;
            CREATE TEMP TRIGGER indexed_beer_deleted BEFORE DELETE ON main.beers
                WHEN old.id <= \(previousMaximum) BEGIN \(rememberBeer) END;
            CREATE TEMP TRIGGER indexed_brewery_renamed BEFORE UPDATE OF name ON main.breweries BEGIN
                INSERT OR IGNORE INTO indexed_breweries (id, name) VALUES (old.id, old.name);
            END;
            CREATE TEMP TRIGGER indexed_style_renamed BEFORE UPDATE OF name ON main.styles BEGIN
                INSERT OR IGNORE INTO indexed_styles (id, name) VALUES (old.id, old.name);
            END;
            """)
    }

    /// Brings the full-text index up to date after `body`: older beers it changed or deleted, or
    /// whose brewery or style it renamed, are removed with the values they were indexed with
    /// and added again as they now are; the beers it added (ids above `previousMaximum`) are
    /// indexed by that range.
    private func reindexSearch(previousMaximum: Int64) throws {
        try db.execute(sql: """
            DROP TRIGGER temp.indexed_beer_updated;
            DROP TRIGGER temp.indexed_beer_deleted;
            DROP TRIGGER temp.indexed_brewery_renamed;
            DROP TRIGGER temp.indexed_style_renamed;
            """)
        let added = try Int64.fetchOne(db, sql: "SELECT max(id) FROM beers") ?? 0 > previousMaximum
        let changed = try Bool.fetchOne(db, sql: """
            SELECT EXISTS (SELECT 1 FROM temp.indexed_beers) OR EXISTS (SELECT 1 FROM temp.indexed_breweries)
                OR EXISTS (SELECT 1 FROM temp.indexed_styles)
            """) ?? false
        if added || changed {
            try configureSearchIndex(hashSize: Self.bulkHashSize, automerge: Self.bulkAutomerge)
            if changed { try reindexChangedBeers(previousMaximum: previousMaximum) }
            if added { try indexAddedBeers(previousMaximum: previousMaximum) }
            try configureSearchIndex(hashSize: Self.defaultHashSize, automerge: Self.defaultAutomerge)
        }
        // (On an error, the caller's transaction rolls back, and these tables with it.)
        try db.execute(sql: "DROP TABLE temp.indexed_beers; DROP TABLE temp.indexed_breweries; DROP TABLE temp.indexed_styles")
    }

    /// Sets FTS5's buffer size and merge threshold (stored in the index's own configuration).
    private func configureSearchIndex(hashSize: Int, automerge: Int) throws {
        try db.execute(sql: """
            INSERT INTO beers_fts (beers_fts, rank) VALUES ('hashsize', ?);
            INSERT INTO beers_fts (beers_fts, rank) VALUES ('automerge', ?);
            """, arguments: [hashSize, automerge])
    }

    /// Removes the remembered older beers, and those of a renamed brewery or style, with the
    /// values they were indexed with, and adds those that are left as they now are.
    private func reindexChangedBeers(previousMaximum: Int64) throws {
        try db.execute(sql: """
            INSERT OR IGNORE INTO temp.indexed_beers (id, name, brewery_id, style_id)
                SELECT id, name, brewery_id, style_id FROM beers
                WHERE id <= ? AND (brewery_id IN (SELECT id FROM temp.indexed_breweries)
                                    OR style_id IN (SELECT id FROM temp.indexed_styles));
            INSERT INTO beers_fts (beers_fts, rowid, name, brewery, style)
                SELECT 'delete', b.id, b.name, coalesce(ib.name, r.name), coalesce(istyle.name, s.name)
                FROM temp.indexed_beers b
                LEFT JOIN temp.indexed_breweries ib ON ib.id = b.brewery_id
                LEFT JOIN breweries r ON r.id = b.brewery_id
                LEFT JOIN temp.indexed_styles istyle ON istyle.id = b.style_id
                LEFT JOIN styles s ON s.id = b.style_id;
            INSERT INTO beers_fts (rowid, name, brewery, style)
                SELECT id, name, brewery, style FROM beers_fts_source WHERE id IN (SELECT id FROM temp.indexed_beers);
            """, arguments: [previousMaximum])
    }

    /// Indexes the beers with ids above `previousMaximum`, in id order.
    private func indexAddedBeers(previousMaximum: Int64) throws {
        // Beers are indexed in id order, and their breweries come in no order. A million beers'
        // 50,000 breweries fill 4 MB of `breweries` pages, which the scan of the beers pushes out
        // of the page cache: looking each brewery up there read a page back for nearly every beer
        // (0.9 million reads). Their ids and names alone take a third of that room and stay cached.
        try db.execute(sql: """
            CREATE TEMP TABLE indexed_brewery_names (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            INSERT INTO temp.indexed_brewery_names (id, name) SELECT id, name FROM breweries;
            INSERT INTO beers_fts (rowid, name, brewery, style)
                SELECT b.id, b.name, br.name, s.name
                FROM beers b JOIN temp.indexed_brewery_names br ON br.id = b.brewery_id
                LEFT JOIN styles s ON s.id = b.style_id
                WHERE b.id > ?;
            DROP TABLE temp.indexed_brewery_names;
            """, arguments: [previousMaximum])
    }
}
