import Catalogue
import PostgresNIO

/// Adding and updating beers in bulk, in one transaction.
///
/// The import is merged in memory first (`ImportPlan`: one row per beer, a later row winning,
/// as SQLite's row-by-row upserts leave it). Breweries and styles are upserted in multi-row
/// statements; the beers are staged in a temporary table in batches of multi-row VALUES (every
/// value bound), then one UPDATE changes the beers that exist and one INSERT adds the rest in
/// the order they first appear, so new beers take ids in file order, as in SQLite. Imports take
/// an advisory lock: two at once would race between that UPDATE and INSERT.
extension PostgresCatalogueBackend {
    /// Rows per multi-row statement: PostgreSQL takes at most 65,535 parameters a statement.
    private static let beersPerBatch = 4_000
    private static let breweriesPerBatch = 8_000
    private static let stylesPerBatch = 20_000
    /// An arbitrary constant: the advisory lock key imports take.
    private static let importLock: Int64 = 0x7461_7072_6f6f_6d32

    public func importBeers(_ newBeers: [NewBeer]) async throws -> ChangeCount {
        let plan = try ImportPlan(newBeers)
        guard !plan.beers.isEmpty else { return ChangeCount() }
        let breweryWords = try FullTextWords.words(of: plan.breweries.map(\.name))
        let styleWords = try FullTextWords.words(of: plan.styles.map(\.name))
        let nameWords = try FullTextWords.words(of: plan.beers.map(\.name))
        return try await inTransaction { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(Self.importLock))", logger: logger)
            var changes = ChangeCount()
            let (breweryIDs, breweriesAdded) = try await upsertBreweries(plan.breweries, breweryWords, connection)
            changes.breweriesAdded = breweriesAdded
            let styleIDs = try await upsertStyles(plan.styles, styleWords, connection)
            try await stageBeers(plan.beers, nameWords, breweryIDs: breweryIDs, styleIDs: styleIDs, connection)
            let updated = try await count(connection, """
                WITH changed AS (
                    UPDATE beers b SET
                        name = s.name, sort_key = s.sort_key,
                        style_id = coalesce(s.style_id, b.style_id), abv = coalesce(s.abv, b.abv),
                        ibu = coalesce(s.ibu, b.ibu), srm = coalesce(s.srm, b.srm),
                        description = coalesce(s.description, b.description),
                        first_brewed = coalesce(s.first_brewed, b.first_brewed),
                        source_id = coalesce(s.source_id, b.source_id), origin = s.origin,
                        name_words = s.name_words,
                        search_words = s.name_words || r.words || coalesce(
                            (SELECT words FROM styles WHERE id = coalesce(s.style_id, b.style_id)), ''::tsvector)
                    FROM staged_beers s JOIN breweries r ON r.id = s.brewery_id
                    WHERE b.name_key = s.name_key AND b.brewery_id = s.brewery_id
                      AND NOT (s.origin = 'bundled' AND b.origin = 'imported')
                      AND (b.name, b.style_id, b.abv, b.ibu, b.srm, b.description, b.first_brewed, b.source_id,
                           b.origin)
                          IS DISTINCT FROM
                          (s.name, coalesce(s.style_id, b.style_id), coalesce(s.abv, b.abv), coalesce(s.ibu, b.ibu),
                           coalesce(s.srm, b.srm), coalesce(s.description, b.description),
                           coalesce(s.first_brewed, b.first_brewed), coalesce(s.source_id, b.source_id), s.origin)
                    RETURNING 1)
                SELECT count(*) FROM changed
                """)
            let added = try await count(connection, """
                WITH added AS (
                    INSERT INTO beers (name, name_key, sort_key, brewery_id, brewery_sort, style_id, abv, ibu, srm,
                                       description, first_brewed, source_id, origin, name_words, search_words)
                    SELECT s.name, s.name_key, s.sort_key, s.brewery_id, r.sort_key, s.style_id, s.abv, s.ibu, s.srm,
                           s.description, s.first_brewed, s.source_id, s.origin, s.name_words,
                           s.name_words || r.words || coalesce(st.words, ''::tsvector)
                    FROM staged_beers s JOIN breweries r ON r.id = s.brewery_id
                    LEFT JOIN styles st ON st.id = s.style_id
                    WHERE NOT EXISTS (SELECT 1 FROM beers b WHERE b.name_key = s.name_key AND b.brewery_id = s.brewery_id)
                    ORDER BY s.ord
                    RETURNING 1)
                SELECT count(*) FROM added
                """)
            try await connection.query("UPDATE catalogue_revision SET value = value + 1", logger: logger)
            changes.beersAdded = added
            changes.beersUpdated = updated + plan.repeatsChanged
            changes.beersUnchanged = plan.beers.count - added - updated + plan.repeatsUnchanged
            return changes
        }
    }

    private func count(_ connection: PostgresConnection, _ query: PostgresQuery) async throws -> Int {
        let rows = try await connection.query(query, logger: logger).collect()
        return Int(try rows.first?.decode(Int64.self) ?? 0)
    }

    /// Adds or updates the breweries; returns every one's id by name key, and how many were new.
    private func upsertBreweries(_ breweries: [ImportPlan.Brewery], _ words: [[String]],
                                 _ connection: PostgresConnection) async throws -> ([String: Int64], Int) {
        var ids: [String: Int64] = [:]
        var added = 0
        for start in stride(from: 0, to: breweries.count, by: Self.breweriesPerBatch) {
            var sql = BoundSQL("""
                INSERT INTO breweries AS r (name, name_key, sort_key, city, region, country, country_code, words)
                VALUES
                """)
            for index in start ..< min(start + Self.breweriesPerBatch, breweries.count) {
                let brewery = breweries[index]
                let vector = SearchWords.vector(words[index], .brewery, firstPosition: 2)
                sql.append(index == start ? "\n(" : ",\n(")
                sql.append([try sql.bind(brewery.name), try sql.bind(brewery.key), try sql.bind(brewery.sortKey),
                            try sql.bind(brewery.city), try sql.bind(brewery.region), try sql.bind(brewery.country),
                            try sql.bind(brewery.countryCode), try sql.bind(vector) + "::tsvector"]
                    .joined(separator: ", ") + ")")
            }
            sql.append("""

                ON CONFLICT (name_key) DO UPDATE SET
                    name = excluded.name, sort_key = excluded.sort_key, words = excluded.words,
                    city = coalesce(excluded.city, r.city), region = coalesce(excluded.region, r.region),
                    country = coalesce(excluded.country, r.country),
                    country_code = CASE WHEN excluded.country IS NULL THEN r.country_code ELSE excluded.country_code END
                RETURNING id, name_key, xmax = 0
                """)
            for row in try await connection.query(sql.query, logger: logger).collect() {
                let (id, key, inserted) = try row.decode((Int64, String, Bool).self)
                ids[key] = id
                if inserted { added += 1 }
            }
        }
        return (ids, added)
    }

    /// Adds the styles not yet known (a known style keeps its name); returns every one's id by key.
    private func upsertStyles(_ styles: [ImportPlan.Style], _ words: [[String]],
                              _ connection: PostgresConnection) async throws -> [String: Int64] {
        var ids: [String: Int64] = [:]
        for start in stride(from: 0, to: styles.count, by: Self.stylesPerBatch) {
            var sql = BoundSQL("INSERT INTO styles AS st (name, name_key, words) VALUES")
            for index in start ..< min(start + Self.stylesPerBatch, styles.count) {
                let vector = SearchWords.vector(words[index], .style, firstPosition: 2)
                sql.append(index == start ? "\n(" : ",\n(")
                sql.append([try sql.bind(styles[index].name), try sql.bind(styles[index].key),
                            try sql.bind(vector) + "::tsvector"].joined(separator: ", ") + ")")
            }
            // The no-op update makes RETURNING give the ids of styles that exist already.
            sql.append("\nON CONFLICT (name_key) DO UPDATE SET name_key = st.name_key RETURNING id, name_key")
            for row in try await connection.query(sql.query, logger: logger).collect() {
                let (id, key) = try row.decode((Int64, String).self)
                ids[key] = id
            }
        }
        return ids
    }

    /// Writes the merged beers to a temporary table that the transaction's end drops.
    private func stageBeers(_ beers: [ImportPlan.Beer], _ words: [[String]], breweryIDs: [String: Int64],
                            styleIDs: [String: Int64], _ connection: PostgresConnection) async throws {
        try await connection.query("""
            CREATE TEMP TABLE staged_beers (
                ord BIGINT NOT NULL, name TEXT NOT NULL, name_key TEXT NOT NULL, sort_key TEXT COLLATE "C" NOT NULL,
                brewery_id BIGINT NOT NULL, style_id BIGINT, abv DOUBLE PRECISION, ibu DOUBLE PRECISION,
                srm DOUBLE PRECISION, description TEXT, first_brewed TEXT, source_id TEXT, origin TEXT NOT NULL,
                name_words TSVECTOR NOT NULL
            ) ON COMMIT DROP
            """, logger: logger)
        for start in stride(from: 0, to: beers.count, by: Self.beersPerBatch) {
            var sql = BoundSQL("""
                INSERT INTO staged_beers (ord, name, name_key, sort_key, brewery_id, style_id, abv, ibu, srm,
                                          description, first_brewed, source_id, origin, name_words)
                VALUES
                """)
            for index in start ..< min(start + Self.beersPerBatch, beers.count) {
                let beer = beers[index]
                guard let breweryID = breweryIDs[beer.breweryKey] else { throw ImportInvariantError.breweryNotWritten }
                let vector = SearchWords.vector(words[index], .name, firstPosition: 1)
                sql.append(index == start ? "\n(" : ",\n(")
                sql.append([
                    try sql.bind(Int64(index)), try sql.bind(beer.name), try sql.bind(beer.nameKey),
                    try sql.bind(beer.sortKey), try sql.bind(breweryID),
                    try sql.bind(beer.styleKey.flatMap { styleIDs[$0] }), try sql.bind(beer.abv),
                    try sql.bind(beer.ibu), try sql.bind(beer.srm), try sql.bind(beer.description),
                    try sql.bind(beer.firstBrewed), try sql.bind(beer.sourceID), try sql.bind(beer.origin.rawValue),
                    try sql.bind(vector) + "::tsvector",
                ].joined(separator: ", ") + ")")
            }
            try await connection.query(sql.query, logger: logger)
        }
    }
}

/// A brewery the import wrote has no id: a bug in the import, never the input's fault.
enum ImportInvariantError: Error {
    case breweryNotWritten
}
