import GRDB

/// A large import's beers, appended to `beers` in file order while the table's indexes,
/// the UNIQUE one on (name_key, brewery_id) included, are dropped (`deferringSearchIndex`):
/// each new beer lands after the last, and the indexes are built once, sorted, at the end.
///
/// With the UNIQUE index gone, a beer met again (a repeated row, or a beer stored before the
/// import) is found through a `BeerKeyTable` of the hashes of every stored key, filled from
/// the table at the start; each candidate's stored key is compared exactly, by its row id. What
/// is stored is what row-by-row upserts store: a repeated beer's later row wins where it has a
/// value, a `.bundled` beer never overwrites an `.imported` one, and ids follow file order.
final class AppendedBeers {
    private let transaction: CatalogueTransaction
    private var keys: BeerKeyTable
    private var candidateStatement: Statement?

    private static let candidate = "SELECT name_key, brewery_id, \(CatalogueTransaction.storedColumns) FROM beers WHERE id = ?"
    /// SQLite page cache while appending, in KiB when negative. Appends touch only the last pages
    /// of the table, so a small cache does, leaving the import's memory to the key table.
    static let appendCacheSize = -4_096

    /// `expectedRows`: how many rows the import will write at most, to size the table once.
    init(_ transaction: CatalogueTransaction, expectedRows: Int) throws {
        self.transaction = transaction
        try transaction.db.execute(sql: "PRAGMA cache_size = \(Self.appendCacheSize)")
        let stored = try transaction.beerCount()
        keys = BeerKeyTable(expected: stored + expectedRows)
        let rows = try Row.fetchCursor(transaction.db, sql: "SELECT id, name_key, brewery_id FROM beers")
        while let row = try rows.next() {
            let nameKey: String = row[1]
            keys.insert(hash: BeerKeyTable.hash(nameKey: nameKey, breweryID: row[2]), id: row[0])
        }
        candidateStatement = try transaction.db.makeStatement(sql: Self.candidate)
    }

    /// Adds the beer, or merges it into the stored beer with the same name key and brewery.
    func upsert(_ prepared: PreparedBeer) throws -> UpsertResult {
        let brewery = try transaction.upsertBreweryFields(prepared.brewery).fields
        let styleID = try prepared.style.map(transaction.styleID(of:))
        let hash = BeerKeyTable.hash(nameKey: prepared.nameKey, breweryID: brewery.id)
        var stored: Row?
        _ = try keys.firstCandidate(hash: hash) { id in
            let statement = try candidateStatement ?? transaction.db.makeStatement(sql: Self.candidate)
            candidateStatement = statement
            guard let row = try Row.fetchOne(statement, arguments: [id]) else { return false }
            let nameKey: String = row["name_key"]
            let breweryID: Int64 = row["brewery_id"]
            guard breweryID == brewery.id, nameKey.utf8.elementsEqual(prepared.nameKey.utf8) else { return false }
            stored = row
            return true
        }
        if let stored { return try transaction.merge(prepared, styleID: styleID, into: stored) }
        let added = try transaction.insertNew(CatalogueTransaction.insertValues(prepared, brewery: brewery, styleID: styleID))
        keys.insert(hash: hash, id: added.id)
        return added
    }
}
