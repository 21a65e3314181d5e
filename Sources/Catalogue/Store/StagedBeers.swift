import GRDB

/// A bulk import's new beers, collected in file order and then written in one statement in
/// the order of the beers' UNIQUE (name_key, brewery_id) index.
///
/// Upserting row by row in file order puts each new beer at a random place in that index; once
/// the index outgrows the page cache (about a million beers) nearly every row reads and writes
/// pages from disk. Here a new beer is appended to a temporary table with no index, and at the
/// end SQLite sorts the table (spilling to temporary files, so memory stays bounded) and inserts
/// the beers in index order, each one landing next to the last.
///
/// What is stored is what row-by-row upserts store. Breweries and styles are still resolved
/// row by row, in file order. A row whose beer was in the catalogue before the import goes
/// through `upsert` at once (those lookups only meet the beers that were there before, a cache
/// the size of the old catalogue). Rows of the same new beer are sorted next to each other in
/// file order, and the later one's non-null values overwrite the earlier's, as `upsert` merges.
/// New beers get their ids in index order rather than file order.
///
/// A staged row carries its brewery's sort key, so the sorted insert looks nothing up per row.
/// A later row may rename the brewery, but only to a name with the same lower-case key, which
/// folds to the same sort key (`BrewerySortKeyTests`): the staged key is the final one.
final class StagedBeers: BulkBeerWriter {
    private let transaction: CatalogueTransaction
    private var stager: RowInserter?
    private var lookupStatement: Statement?
    /// Rows staged so far (duplicates included).
    private(set) var stagedRows = 0

    private static let stage = "INSERT INTO temp.staged_beers (\(NewBeerRow.columns)) VALUES (\(NewBeerRow.placeholders))"
    private static let lookup = "SELECT 1 FROM beers WHERE name_key = ? AND brewery_id = ?"
    /// SQLite page cache while the staged beers are sorted and inserted, in KiB when negative.
    static let insertCacheSize = -4_096

    /// Created inside the import's transaction: a rollback takes the temporary table away too.
    init(_ transaction: CatalogueTransaction) throws {
        self.transaction = transaction
        try transaction.db.execute(sql: """
            CREATE TEMP TABLE staged_beers (
                name TEXT NOT NULL, name_key TEXT NOT NULL, sort_key TEXT, brewery_id INTEGER NOT NULL,
                brewery_sort TEXT NOT NULL, style_id INTEGER, abv REAL, ibu REAL, srm REAL, description TEXT,
                first_brewed TEXT, source_id TEXT, origin TEXT NOT NULL)
            """)
        stager = try RowInserter(transaction.db, sql: Self.stage)
        lookupStatement = try transaction.db.makeStatement(sql: Self.lookup)
    }

    /// Upserts a beer that was in the catalogue before the import and returns its result, or
    /// stages a new one and returns nil.
    func upsert(_ prepared: PreparedBeer) throws -> UpsertResult? {
        let brewery = try transaction.upsertBreweryFields(prepared.brewery).fields
        // A brewery this transaction created has no beers in the table: all of its beers are staged.
        if !brewery.isNew {
            let statement = try lookupStatement ?? transaction.db.makeStatement(sql: Self.lookup)
            lookupStatement = statement
            if try Int.fetchOne(statement, arguments: [prepared.nameKey, brewery.id]) != nil {
                return try transaction.upsert(prepared)
            }
        }
        let styleID = try prepared.style.map(transaction.styleID(of:))
        let stager = try self.stager ?? RowInserter(transaction.db, sql: Self.stage)
        self.stager = stager
        var row = stager.row()
        // No sort key when it is the name key, as for every plain ASCII name: a smaller row to
        // sort. Compared byte by byte: `==` would take canonically equivalent spellings for one.
        let sortKey = prepared.sortKey.utf8.elementsEqual(prepared.nameKey.utf8) ? nil : prepared.sortKey
        NewBeerRow.bind(prepared, sortKey: sortKey, brewery: brewery, styleID: styleID, to: &row)
        try stager.insert(row)
        stagedRows += 1
        return nil
    }

    /// Inserts the staged beers in index order, merging rows of the same beer, and drops the
    /// temporary table. Returns how many beers were added and how many staged rows repeated one.
    func finish() throws -> (added: Int, duplicates: Int) {
        let db = transaction.db
        let before = try Int64.fetchOne(db, sql: "SELECT max(id) FROM beers") ?? 0
        // Writing in index order touches only the last pages of each b-tree, so a small cache
        // does; and SQLite's sorter holds up to the cache's size in memory before spilling.
        try db.execute(sql: "PRAGMA cache_size = \(Self.insertCacheSize)")
        FreedMemory.giveBack()
        try db.withSortHelperThread {
            // `WHERE true` keeps the upsert clause from being read as part of the `FROM`.
            try db.execute(sql: """
                INSERT INTO beers (name, name_key, sort_key, brewery_id, brewery_sort, style_id, abv, ibu, srm,
                                   description, first_brewed, source_id, origin)
                    SELECT name, name_key, coalesce(sort_key, name_key), brewery_id, brewery_sort, style_id, abv, ibu, srm,
                           description, first_brewed, source_id, origin
                    FROM temp.staged_beers
                    WHERE true
                    ORDER BY name_key, brewery_id, rowid
                ON CONFLICT (name_key, brewery_id) DO UPDATE SET
                    name = excluded.name, sort_key = excluded.sort_key,
                    style_id = coalesce(excluded.style_id, style_id), abv = coalesce(excluded.abv, abv),
                    ibu = coalesce(excluded.ibu, ibu), srm = coalesce(excluded.srm, srm),
                    description = coalesce(excluded.description, description),
                    first_brewed = coalesce(excluded.first_brewed, first_brewed),
                    source_id = coalesce(excluded.source_id, source_id), origin = excluded.origin;
                DROP TABLE temp.staged_beers;
                """)
        }
        stager = nil
        lookupStatement = nil
        // New rows take ids one above the largest in turn.
        let after = try Int64.fetchOne(db, sql: "SELECT max(id) FROM beers") ?? 0
        let added = Int(after - before)
        return (added, stagedRows - added)
    }
}
