import GRDB

/// The write side of the store, valid only inside `CatalogueStore.write` / `dryRun`.
/// Every call runs in the caller's single transaction.
public final class CatalogueTransaction {
    let db: Database
    /// What this transaction has done so far (for an import summary).
    public private(set) var changes = ChangeCount()
    /// Rows this transaction has already looked up or written, by name key (breweries: every one
    /// of that name, first made first, as `BreweryIdentity` chooses among them). Safe because the
    /// transaction holds the write lock: nobody else can change them meanwhile. Each holds at most
    /// `cacheLimit` rows: a file with more breweries than that has the others looked up again,
    /// and an import's memory does not grow with the number of breweries
    /// (at about 400 bytes each, 150,000 of them had taken a three-million-beer import to 127 MB).
    private var breweries: [String: [KnownBrewery]] = [:]
    private var styles: [String: Int64] = [:]
    let cacheLimit: Int
    static let defaultCacheLimit = 65_536
    /// The largest brewery id before this transaction wrote any: every brewery above it is one
    /// this transaction made, even after the cache has forgotten it. Looked up on first need.
    private var lastBreweryIDBefore: Int64?
    /// The beer inserts, prepared once: fetching a cached statement hashes its whole SQL text,
    /// which costs more than the insert itself. Dropped on failure (GRDB discards failed statements).
    private var insertNewBeerStatement: Statement?
    private var insertBeerStatement: Statement?
    private var breweryLookup: BreweryLookup?

    init(_ db: Database, cacheLimit: Int = CatalogueTransaction.defaultCacheLimit) {
        self.db = db
        self.cacheLimit = cacheLimit
    }

    /// How many breweries and styles the caches hold now.
    var cachedCount: (breweries: Int, styles: Int) { (breweries.count, styles.count) }

    private func execute(_ sql: String, _ arguments: StatementArguments) throws {
        try db.cachedStatement(sql: sql).execute(arguments: arguments)
    }

    /// Runs `sql` with `values`, one per placeholder, bound straight onto the statement: building
    /// `StatementArguments` for every row (generic, through key paths) costs more than the insert.
    func execute(_ statement: inout Statement?, _ sql: String, _ values: [DatabaseValue]) throws {
        let prepared = try statement ?? db.cachedStatement(sql: sql)
        statement = nil
        // Resets the statement and clears its bindings; `execute()` then only resets, keeping ours.
        prepared.setUncheckedArguments(StatementArguments())
        for (index, value) in values.enumerated() {
            let code = ResultCode(rawValue: value.bind(to: prepared.sqliteStatement, at: CInt(index + 1)))
            guard code == .SQLITE_OK else { throw DatabaseError(resultCode: code, sql: sql) }
        }
        try prepared.execute()
        statement = prepared
    }

    private func fetchRow(_ sql: String, _ arguments: StatementArguments) throws -> Row? {
        try Row.fetchOne(db.cachedStatement(sql: sql), arguments: arguments)
    }

    /// Finds the brewery by name (ignoring case) and place (`BreweryIdentity`: a same-named brewery
    /// whose country and city do not disagree) or adds it. Non-nil fields overwrite stored ones.
    @discardableResult
    public func upsertBrewery(_ brewery: NewBrewery) throws -> UpsertResult {
        try upsertBreweryFields(PreparedBrewery(brewery)).result
    }

    func upsertBreweryFields(_ brewery: PreparedBrewery) throws -> (result: UpsertResult, fields: KnownBrewery) {
        let (name, key, city, region, country) = (brewery.name, brewery.key, brewery.city, brewery.region, brewery.country)
        let sameNamed = try storedBreweries(key: key)
        // The usual row: the only brewery of its name, spelled the same, adding nothing to it.
        if sameNamed.count == 1, sameNamed[0].holds(brewery) {
            return (UpsertResult(id: sameNamed[0].id, outcome: .unchanged), sameNamed[0])
        }
        guard let match = BreweryIdentity.match(brewery.place, among: sameNamed, placeOf: \.place) else {
            _ = try lastBreweryIDBeforeWriting()
            // Plain ASCII folds by lower-casing alone: the sort key is the name key with its numbers ordered.
            let sortKey = name.isPlainASCII ? key.numbersOrdered : name.sortForm
            try execute("""
                INSERT INTO breweries (name, name_key, sort_key, city, region, country, country_code)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, [name, key, sortKey, city, region, country, country.flatMap(Country.code(for:))])
            let id = db.lastInsertedRowID
            let known = KnownBrewery(id: id, isNew: true, name: name, sortKey: sortKey, city: city, region: region,
                                     country: country)
            remember(sameNamed + [known], key: key)
            changes.breweriesAdded += 1
            return (UpsertResult(id: id, outcome: .added), known)
        }
        let stored = sameNamed[match]
        if stored.holds(brewery) { return (UpsertResult(id: stored.id, outcome: .unchanged), stored) }
        // The folded name is worked out once per spelling, not once per beer.
        let sortKey = name == stored.name ? stored.sortKey : name.sortForm
        let (mergedCity, mergedRegion, mergedCountry) = (city ?? stored.city, region ?? stored.region, country ?? stored.country)
        if name != stored.name {
            // Only a real rename sets the name: its triggers rewrite every beer of the brewery.
            try execute("UPDATE breweries SET name = ?, sort_key = ? WHERE id = ?", [name, sortKey, stored.id])
        }
        try execute("""
            UPDATE breweries SET city = ?, region = ?, country = ?, country_code = ? WHERE id = ?
            """, [mergedCity, mergedRegion, mergedCountry, mergedCountry.flatMap(Country.code(for:)), stored.id])
        (stored.name, stored.sortKey) = (name, sortKey)
        (stored.city, stored.region, stored.country) = (mergedCity, mergedRegion, mergedCountry)
        return (UpsertResult(id: stored.id, outcome: .updated), stored)
    }

    private func storedBreweries(key: String) throws -> [KnownBrewery] {
        if let cached = breweries[key] { return cached }
        // Prepared once: past the cache limit this runs for many rows. The stored sort key
        // spares folding the name again (Foundation's folding, for any name not plain ASCII).
        let lookup = try breweryLookup ?? BreweryLookup(db)
        breweryLookup = lookup
        let found = try lookup.breweries(key: key)
        guard !found.isEmpty else { return [] }
        let lastBefore = try lastBreweryIDBeforeWriting()
        let known = found.map { found in
            KnownBrewery(id: found.id, isNew: found.id > lastBefore, name: found.name, sortKey: found.sortKey,
                         city: found.city, region: found.region, country: found.country)
        }
        remember(known, key: key)
        return known
    }

    /// A full cache starts over. (Forgetting a random half instead kept more breweries cached, but
    /// copying the half that stays cost more than the lookups it saved.) `sameNamed` is every
    /// brewery of the name, so a name is cached whole or not at all.
    private func remember(_ sameNamed: [KnownBrewery], key: String) {
        if breweries.count >= cacheLimit, breweries[key] == nil { breweries.removeAll(keepingCapacity: true) }
        breweries[key] = sameNamed
    }

    /// SQLite gives a new brewery the largest id so far plus one, and this transaction deletes
    /// no brewery before it adds one, so the largest id before the first one it adds tells them apart.
    private func lastBreweryIDBeforeWriting() throws -> Int64 {
        if let lastBreweryIDBefore { return lastBreweryIDBefore }
        let last = try Int64.fetchOne(db, sql: "SELECT max(id) FROM breweries") ?? 0
        lastBreweryIDBefore = last
        return last
    }

    /// Adds the beer, or updates the one with the same name and brewery (ignoring case).
    /// Non-nil fields overwrite stored ones. A `.bundled` beer never overwrites an `.imported` one.
    @discardableResult
    public func upsert(beer: NewBeer) throws -> UpsertResult {
        try upsert(try PreparedBeer(beer))
    }

    /// `upsert(beer:)` for a beer already prepared (perhaps on another thread).
    func upsert(_ prepared: PreparedBeer) throws -> UpsertResult {
        let (name, key, description) = (prepared.name, prepared.nameKey, prepared.description)
        let brewery = try upsertBreweryFields(prepared.brewery).fields
        let breweryID = brewery.id
        let styleID = try prepared.style.map(styleID(of:))
        let insertValues: [DatabaseValue] = [
            name.databaseValue, key.databaseValue, prepared.sortKey.databaseValue, breweryID.databaseValue,
            brewery.sortKey.databaseValue, styleID.databaseValue, prepared.abv.databaseValue, prepared.ibu.databaseValue,
            prepared.srm.databaseValue, description.databaseValue, prepared.firstBrewed.databaseValue,
            prepared.sourceID.databaseValue, prepared.origin.rawValue.databaseValue]
        if brewery.isNew {
            // Only a second upsert of the same beer in this transaction can conflict; it then
            // takes the lookup-and-update path below.
            try execute(&insertNewBeerStatement, Self.insertNewBeer, insertValues)
            if db.changesCount == 1 {
                changes.beersAdded += 1
                return UpsertResult(id: db.lastInsertedRowID, outcome: .added)
            }
        }
        let row = try fetchRow("SELECT \(Self.mergedColumns) FROM beers WHERE name_key = ? AND brewery_id = ?",
                               [key, breweryID])
        guard let row else {
            try execute(&insertBeerStatement, Self.insertBeer, insertValues)
            changes.beersAdded += 1
            return UpsertResult(id: db.lastInsertedRowID, outcome: .added)
        }
        return try merge(prepared, styleID: styleID, into: row)
    }

    /// `upsert` for a row whose beer the caller found stored as `id` (with its brewery already
    /// upserted): the row's values are merged into it, as `upsert` merges them.
    func update(beer id: Int64, with prepared: PreparedBeer) throws -> UpsertResult {
        let styleID = try prepared.style.map(styleID(of:))
        guard let row = try fetchRow("SELECT \(Self.mergedColumns) FROM beers WHERE id = ?", [id]) else {
            throw StoreError.invalidValue("beer \(id) is not stored")
        }
        return try merge(prepared, styleID: styleID, into: row)
    }

    /// The columns `merge` reads of a stored beer.
    private static let mergedColumns = "id, name, style_id, abv, ibu, srm, description, first_brewed, source_id, origin"

    /// Applies a row's values to the stored beer `row` (`mergedColumns`): non-nil ones overwrite.
    private func merge(_ prepared: PreparedBeer, styleID: Int64?, into row: Row) throws -> UpsertResult {
        let id: Int64 = row["id"]
        let stored = BeerFields<Int64>(
            name: row["name"], sortKey: prepared.sortKey, style: row["style_id"], abv: row["abv"], ibu: row["ibu"],
            srm: row["srm"], description: row["description"], firstBrewed: row["first_brewed"],
            sourceID: row["source_id"], origin: BeerOrigin(rawValue: row["origin"]) ?? .imported)
        let merged = stored.applying(BeerFields(
            name: prepared.name, sortKey: prepared.sortKey, style: styleID, abv: prepared.abv, ibu: prepared.ibu,
            srm: prepared.srm, description: prepared.description, firstBrewed: prepared.firstBrewed,
            sourceID: prepared.sourceID, origin: prepared.origin))
        if !stored.differs(from: merged) {
            changes.beersUnchanged += 1
            return UpsertResult(id: id, outcome: .unchanged)
        }
        try execute("""
            UPDATE beers SET name = ?, sort_key = ?, style_id = ?, abv = ?, ibu = ?, srm = ?, description = ?,
                             first_brewed = ?, source_id = ?, origin = ?
            WHERE id = ?
            """, [merged.name, merged.sortKey, merged.style, merged.abv, merged.ibu,
                             merged.srm, merged.description, merged.firstBrewed, merged.sourceID,
                             merged.origin.rawValue, id])
        changes.beersUpdated += 1
        return UpsertResult(id: id, outcome: .updated)
    }

    private static let insertBeer = """
        INSERT INTO beers (name, name_key, sort_key, brewery_id, brewery_sort, style_id, abv, ibu, srm,
                           description, first_brewed, source_id, origin)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
    private static let insertNewBeer = insertBeer + " ON CONFLICT (name_key, brewery_id) DO NOTHING"

    /// Removes a beer (and, through foreign keys, everyone's personal data about it).
    public func deleteBeer(id: Int64) throws {
        try db.execute(sql: "DELETE FROM beers WHERE id = ?", arguments: [id])
    }

    public func meta(forKey key: String) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key])
    }

    public func setMeta(_ value: String, forKey key: String) throws {
        try db.execute(sql: """
            INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value
            """, arguments: [key, value])
    }

    /// The number of beers in the catalogue, as this transaction sees it.
    public func beerCount() throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM beers") ?? 0
    }

    func styleID(of style: (name: String, key: String)) throws -> Int64 {
        let (name, key) = style
        if let id = styles[key] { return id }
        if styles.count >= cacheLimit { styles.removeAll(keepingCapacity: true) }
        if let id = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM styles WHERE name_key = ?"), arguments: [key]) {
            styles[key] = id
            return id
        }
        try execute("INSERT INTO styles (name, name_key) VALUES (?, ?)", [name, key])
        styles[key] = db.lastInsertedRowID
        return db.lastInsertedRowID
    }
}

/// Result of an upsert: the row's id and what happened to it.
public struct UpsertResult: Hashable, Sendable {
    public let id: Int64
    public let outcome: UpsertOutcome
}

/// Running totals of a write transaction.
public struct ChangeCount: Hashable, Sendable {
    public var beersAdded = 0
    public var beersUpdated = 0
    public var beersUnchanged = 0
    public var breweriesAdded = 0
    public init() {}
}

/// A brewery this transaction has looked up or written, as it now stands. A reference, so that
/// the usual beer of a known brewery compares against it without copying its strings.
final class KnownBrewery {
    let id: Int64
    /// Created by this transaction: it has no beers but the ones added here, so a beer for it is
    /// inserted straight away (an import of new beers skips a lookup per row).
    let isNew: Bool
    var name: String
    /// `name.sortForm`, kept so each beer of the brewery need not fold it again.
    var sortKey: String
    var city: String?
    var region: String?
    var country: String?

    var place: BreweryIdentity.Place { BreweryIdentity.Place(city: city, country: country) }

    init(id: Int64, isNew: Bool, name: String, sortKey: String, city: String?, region: String?, country: String?) {
        self.id = id
        self.isNew = isNew
        self.name = name
        self.sortKey = sortKey
        self.city = city
        self.region = region
        self.country = country
    }

    /// Whether upserting `brewery` would change nothing: the same spelling, and no field that
    /// differs from the stored one (a missing field keeps the stored value).
    func holds(_ brewery: PreparedBrewery) -> Bool {
        brewery.name == name && (brewery.city == nil || brewery.city == city)
            && (brewery.region == nil || brewery.region == region) && (brewery.country == nil || brewery.country == country)
    }
}

extension String {
    /// NFC and trimmed, or nil when nothing is left.
    var nonEmptyNormalised: String? {
        let value = catalogueNormalised
        return value.isEmpty ? nil : value
    }
}
