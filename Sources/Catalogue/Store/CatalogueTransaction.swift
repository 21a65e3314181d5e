import GRDB

/// The write side of the store, valid only inside `CatalogueStore.write` / `dryRun`.
/// Every call runs in the caller's single transaction.
public final class CatalogueTransaction {
    let db: Database
    /// What this transaction has done so far (for an import summary).
    public private(set) var changes = ChangeCount()
    /// The last brewery upserted per name key with its id, and style ids by key: bulk imports
    /// repeat them on every row, and nothing here deletes either.
    private var lastBreweries: [String: (brewery: NewBrewery, id: Int64)] = [:]
    private var styleIDs: [String: Int64] = [:]

    init(_ db: Database) { self.db = db }

    /// Finds the brewery by name (ignoring case) or adds it. Non-nil fields overwrite stored ones.
    @discardableResult
    public func upsertBrewery(_ brewery: NewBrewery) throws -> UpsertResult {
        // Only an identical repeat of the last upsert for this name is known to change nothing.
        let key = brewery.name.identityKey
        if let last = lastBreweries[key], last.brewery == brewery { return UpsertResult(id: last.id, outcome: .unchanged) }
        let result = try storeBrewery(brewery)
        lastBreweries[key] = (brewery, result.id)
        return result
    }

    private func storeBrewery(_ brewery: NewBrewery) throws -> UpsertResult {
        let name = brewery.name.catalogueNormalised
        guard !name.isEmpty else { throw StoreError.invalidValue("a brewery needs a name") }
        let city = brewery.city?.nonEmptyNormalised
        let region = brewery.region?.nonEmptyNormalised
        let country = brewery.country?.nonEmptyNormalised
        let countryCode = country.flatMap(Country.code(for:))
        let row = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT id, name, city, region, country FROM breweries WHERE name_key = ?
            """), arguments: [name.identityKey])
        guard let row else {
            try db.cachedStatement(sql: """
                INSERT INTO breweries (name, name_key, sort_key, city, region, country, country_code)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """).execute(arguments: [name, name.identityKey, name.foldedKey, city, region, country, countryCode])
            changes.breweriesAdded += 1
            return UpsertResult(id: db.lastInsertedRowID, outcome: .added)
        }
        let id: Int64 = row["id"]
        let merged: (String, String?, String?, String?) = (
            name, city ?? row["city"], region ?? row["region"], country ?? row["country"])
        let stored: (String, String?, String?, String?) = (row["name"], row["city"], row["region"], row["country"])
        if merged == stored { return UpsertResult(id: id, outcome: .unchanged) }
        try db.cachedStatement(sql: """
            UPDATE breweries SET name = ?, sort_key = ?, city = ?, region = ?, country = ?, country_code = ?
            WHERE id = ?
            """).execute(arguments: [merged.0, merged.0.foldedKey, merged.1, merged.2, merged.3,
                             merged.3.flatMap(Country.code(for:)), id])
        return UpsertResult(id: id, outcome: .updated)
    }

    /// Adds the beer, or updates the one with the same name and brewery (ignoring case).
    /// Non-nil fields overwrite stored ones. A `.bundled` beer never overwrites an `.imported` one.
    @discardableResult
    public func upsert(beer: NewBeer) throws -> UpsertResult {
        let name = beer.name.catalogueNormalised
        guard !name.isEmpty else { throw StoreError.invalidValue("a beer needs a name") }
        let breweryID = try upsertBrewery(beer.brewery).id
        let styleID = try beer.style?.nonEmptyNormalised.map(styleID(named:))
        let description = beer.description?.nonEmptyNormalised
        let row = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT id, name, style_id, abv, ibu, srm, description, first_brewed, source_id, origin
            FROM beers WHERE name_key = ? AND brewery_id = ?
            """), arguments: [name.identityKey, breweryID])
        guard let row else {
            try db.cachedStatement(sql: """
                INSERT INTO beers (name, name_key, sort_key, brewery_id, style_id, abv, ibu, srm,
                                   description, first_brewed, source_id, origin)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """).execute(arguments: [name, name.identityKey, name.foldedKey, breweryID, styleID, beer.abv,
                                 beer.ibu, beer.colour?.srm, description, beer.firstBrewed, beer.sourceID,
                                 beer.origin.rawValue])
            changes.beersAdded += 1
            return UpsertResult(id: db.lastInsertedRowID, outcome: .added)
        }
        let id: Int64 = row["id"]
        let storedOrigin = BeerOrigin(rawValue: row["origin"]) ?? .imported
        if beer.origin == .bundled && storedOrigin == .imported {
            changes.beersUnchanged += 1
            return UpsertResult(id: id, outcome: .unchanged)
        }
        let stored = StoredBeerFields(
            name: row["name"], styleID: row["style_id"], abv: row["abv"], ibu: row["ibu"], srm: row["srm"],
            description: row["description"], firstBrewed: row["first_brewed"], sourceID: row["source_id"],
            origin: row["origin"])
        let merged = StoredBeerFields(
            name: name, styleID: styleID ?? stored.styleID, abv: beer.abv ?? stored.abv,
            ibu: beer.ibu ?? stored.ibu, srm: beer.colour?.srm ?? stored.srm,
            description: description ?? stored.description, firstBrewed: beer.firstBrewed ?? stored.firstBrewed,
            sourceID: beer.sourceID ?? stored.sourceID, origin: beer.origin.rawValue)
        if merged == stored {
            changes.beersUnchanged += 1
            return UpsertResult(id: id, outcome: .unchanged)
        }
        try db.cachedStatement(sql: """
            UPDATE beers SET name = ?, sort_key = ?, style_id = ?, abv = ?, ibu = ?, srm = ?, description = ?,
                             first_brewed = ?, source_id = ?, origin = ?
            WHERE id = ?
            """).execute(arguments: [merged.name, merged.name.foldedKey, merged.styleID, merged.abv, merged.ibu,
                             merged.srm, merged.description, merged.firstBrewed, merged.sourceID,
                             merged.origin, id])
        changes.beersUpdated += 1
        return UpsertResult(id: id, outcome: .updated)
    }

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

    private func styleID(named name: String) throws -> Int64 {
        let key = name.identityKey
        if let id = styleIDs[key] { return id }
        if let id = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM styles WHERE name_key = ?"), arguments: [key]) {
            styleIDs[key] = id
            return id
        }
        try db.cachedStatement(sql: "INSERT INTO styles (name, name_key) VALUES (?, ?)").execute(arguments: [name, key])
        styleIDs[key] = db.lastInsertedRowID
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

private struct StoredBeerFields: Equatable {
    var name: String
    var styleID: Int64?
    var abv: Double?
    var ibu: Double?
    var srm: Double?
    var description: String?
    var firstBrewed: String?
    var sourceID: String?
    var origin: String
}

extension String {
    /// NFC and trimmed, or nil when nothing is left.
    var nonEmptyNormalised: String? {
        let value = catalogueNormalised
        return value.isEmpty ? nil : value
    }
}
