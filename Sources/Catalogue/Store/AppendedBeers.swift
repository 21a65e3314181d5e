import GRDB

/// A bulk import's new beers, appended to the table in file order while its identity index
/// (`beers_identity`, UNIQUE on name key and brewery) is dropped, which is built once at the end.
/// For an import that is most of the catalogue (see `CatalogueImporter.indexRebuildThreshold`).
///
/// Keeping the index while inserting puts each new beer at a random place in it, and once it
/// outgrows the page cache (about a million beers) nearly every row reads and writes pages
/// from disk; staging the beers and inserting them sorted (`StagedBeers`) avoids that but
/// writes and sorts every row twice. Here each new row is written once, where it stays, and
/// only the index's keys are sorted.
///
/// What is stored is what row-by-row upserts store. A row whose beer was in the catalogue
/// before the import is found in a temporary copy of the old beers' keys and merged into it at
/// once (`CatalogueTransaction.update`). A row repeating a new beer is appended too, and
/// `finish` merges such rows: the first keeps its id and takes the later ones' values as an
/// upsert would, in file order, and the later ones are removed, leaving their ids unused.
final class AppendedBeers: BulkBeerWriter {
    private let transaction: CatalogueTransaction
    private let inserter: RowInserter
    private let priorLookup: Statement
    /// The largest beer id before the import: every beer above it is one this import added.
    private let previousMaximum: Int64
    /// Rows appended so far (repeats of a new beer included).
    private(set) var appendedRows = 0

    private static let append = "INSERT INTO beers (\(NewBeerRow.columns)) VALUES (\(NewBeerRow.placeholders))"

    /// Created inside the import's transaction: a rollback brings the index back and takes the
    /// temporary table away.
    init(_ transaction: CatalogueTransaction) throws {
        self.transaction = transaction
        let db = transaction.db
        previousMaximum = try Int64.fetchOne(db, sql: "SELECT max(id) FROM beers") ?? 0
        // Read in the index's order, so the copy is written in its own order too.
        try db.execute(sql: """
            CREATE TEMP TABLE prior_beers (
                name_key TEXT NOT NULL, brewery_id INTEGER NOT NULL, id INTEGER NOT NULL,
                PRIMARY KEY (name_key, brewery_id)) WITHOUT ROWID;
            INSERT INTO temp.prior_beers (name_key, brewery_id, id)
                SELECT name_key, brewery_id, id FROM beers INDEXED BY beers_identity ORDER BY name_key, brewery_id;
            DROP INDEX beers_identity;
            """)
        inserter = try RowInserter(db, sql: Self.append)
        priorLookup = try db.makeStatement(sql: "SELECT id FROM temp.prior_beers WHERE name_key = ? AND brewery_id = ?")
    }

    /// Merges a row of a beer that was in the catalogue before the import into it and returns
    /// the result, or appends the row and returns nil.
    func upsert(_ prepared: PreparedBeer) throws -> UpsertResult? {
        let brewery = try transaction.upsertBreweryFields(prepared.brewery).fields
        // A brewery this transaction created had no beers before it.
        if !brewery.isNew, let id = try Int64.fetchOne(priorLookup, arguments: [prepared.nameKey, brewery.id]) {
            return try transaction.update(beer: id, with: prepared)
        }
        let styleID = try prepared.style.map(transaction.styleID(of:))
        var row = inserter.row()
        NewBeerRow.bind(prepared, sortKey: prepared.sortKey, brewery: brewery, styleID: styleID, to: &row)
        try inserter.insert(row)
        appendedRows += 1
        return nil
    }

    /// Builds the identity index, first merging the rows that repeat a new beer if there are
    /// any, and drops the temporary table. Returns how many beers were added and how many
    /// appended rows repeated one.
    func finish() throws -> (added: Int, duplicates: Int) {
        let db = transaction.db
        try db.execute(sql: "DROP TABLE temp.prior_beers")
        // The index's sort holds up to the page cache's size in memory per thread before
        // spilling; the larger cache's pages and the pipeline's chunks are given back first.
        try db.execute(sql: "PRAGMA cache_size = \(StagedBeers.insertCacheSize)")
        FreedMemory.giveBack()
        var duplicates = 0
        try db.withSortHelperThread {
            do {
                try db.execute(sql: Self.identityIndex)
            } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
                duplicates = try mergeRepeatedRows()
                try db.execute(sql: Self.identityIndex)
            }
        }
        return (appendedRows - duplicates, duplicates)
    }

    private static let identityIndex = "CREATE UNIQUE INDEX beers_identity ON beers(name_key, brewery_id)"

    /// Merges each new beer's rows into its first, in id (file) order, and removes the others.
    /// The merged values go to a temporary table while the repeated rows are read (so memory
    /// stays bounded however many there are), and into the beers afterwards. Returns how many
    /// rows were removed.
    private func mergeRepeatedRows() throws -> Int {
        let db = transaction.db
        try db.execute(sql: """
            CREATE TEMP TABLE merged_beers (
                id INTEGER PRIMARY KEY, name TEXT NOT NULL, sort_key TEXT NOT NULL, style_id INTEGER, abv REAL, ibu REAL,
                srm REAL, description TEXT, first_brewed TEXT, source_id TEXT, origin TEXT NOT NULL);
            CREATE TEMP TABLE repeated_beers (id INTEGER PRIMARY KEY);
            """)
        let rows = try Row.fetchCursor(db, sql: """
            SELECT b.id, b.name_key, b.brewery_id, b.name, b.sort_key, b.style_id, b.abv, b.ibu, b.srm, b.description,
                   b.first_brewed, b.source_id, b.origin
            FROM beers b
            JOIN (SELECT name_key, brewery_id FROM beers WHERE id > ? GROUP BY name_key, brewery_id HAVING count(*) > 1) r
                ON r.name_key = b.name_key AND r.brewery_id = b.brewery_id
            WHERE b.id > ?
            ORDER BY b.name_key, b.brewery_id, b.id
            """, arguments: [previousMaximum, previousMaximum])
        let keep = try db.makeStatement(sql: """
            INSERT INTO temp.merged_beers (id, name, sort_key, style_id, abv, ibu, srm, description, first_brewed,
                                           source_id, origin)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let remove = try db.makeStatement(sql: "INSERT INTO temp.repeated_beers (id) VALUES (?)")
        var group: (id: Int64, key: String, brewery: Int64, fields: BeerFields<Int64>)?
        func write(_ group: (id: Int64, key: String, brewery: Int64, fields: BeerFields<Int64>)) throws {
            let fields = group.fields
            try keep.execute(arguments: [group.id, fields.name, fields.sortKey, fields.style, fields.abv, fields.ibu,
                                         fields.srm, fields.description, fields.firstBrewed, fields.sourceID,
                                         fields.origin.rawValue])
        }
        var removed = 0
        while let row = try rows.next() {
            let fields = BeerFields<Int64>(
                name: row["name"], sortKey: row["sort_key"], style: row["style_id"], abv: row["abv"], ibu: row["ibu"],
                srm: row["srm"], description: row["description"], firstBrewed: row["first_brewed"],
                sourceID: row["source_id"], origin: BeerOrigin(rawValue: row["origin"]) ?? .imported)
            let (id, key, brewery): (Int64, String, Int64) = (row["id"], row["name_key"], row["brewery_id"])
            // Keys compared byte by byte, as SQLite grouped them (`==` compares canonical equivalence).
            if let current = group, current.key.utf8.elementsEqual(key.utf8), current.brewery == brewery {
                group?.fields = current.fields.applying(fields)
                try remove.execute(arguments: [id])
                removed += 1
            } else {
                if let group { try write(group) }
                group = (id, key, brewery, fields)
            }
        }
        if let group { try write(group) }
        try db.execute(sql: """
            UPDATE beers SET name = m.name, sort_key = m.sort_key, style_id = m.style_id, abv = m.abv, ibu = m.ibu,
                             srm = m.srm, description = m.description, first_brewed = m.first_brewed,
                             source_id = m.source_id, origin = m.origin
                FROM temp.merged_beers m WHERE beers.id = m.id;
            DELETE FROM beers WHERE id IN (SELECT id FROM temp.repeated_beers);
            DROP TABLE temp.merged_beers;
            DROP TABLE temp.repeated_beers;
            """)
        return removed
    }
}
