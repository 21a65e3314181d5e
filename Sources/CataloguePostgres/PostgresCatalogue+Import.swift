import Catalogue
import Locking
import PostgresNIO

/// Adding and updating beers in bulk, in one transaction.
///
/// The import is grouped in memory first (`ImportPlan`: one entry per beer, each row's brewery
/// chosen among the stored ones of its name as SQLite chooses it). A beer that several rows name
/// has its rows applied one by one to what is stored, as SQLite's row-by-row upserts apply them
/// (same result, same counts). New breweries take ids in the order they first appear (as in
/// SQLite); they and the stored breweries the rows change are written, and styles upserted, in
/// multi-row statements; the beers are staged in a temporary table in batches of multi-row
/// VALUES (every value bound), then one UPDATE changes the beers that exist and one INSERT adds the rest in
/// the order they first appear, so new beers take ids in file order, as in SQLite. Imports take
/// an advisory lock: two at once would race between that UPDATE and INSERT.
extension PostgresCatalogue {
    /// Rows per multi-row statement: PostgreSQL takes at most 65,535 parameters a statement
    /// (a beer binds 15 values, a brewery 9, a style 3).
    private static let beersPerBatch = 4_000
    private static let breweriesPerBatch = 7_000
    private static let stylesPerBatch = 20_000
    /// An arbitrary constant: the advisory lock key imports take.
    private static let importLock: Int64 = 0x7461_7072_6f6f_6d32

    /// Reads the file (off the pool's threads: megabytes of CSV are seconds of CPU), then imports
    /// its beers in one transaction.
    public func importFile(_ file: ImportedFile, session: Session) async throws -> ImportReport {
        guard session.isAdmin else { throw CatalogueError.notAdmin }
        let read = try await Self.parsing.run { try file.beers() }
        return ImportedFile.report(read.batch, try await importBeers(read.beers))
    }

    /// Where imported files are read.
    private static let parsing = StoreWork.background(label: "taproom.postgres-import-parsing")

    /// Adds or updates beers (matched by name and brewery, a later one winning), in one
    /// transaction; a dry run does the same work and rolls it back.
    public func importBeers(_ newBeers: [NewBeer], dryRun: Bool = false) async throws -> ChangeCount {
        let rows = try newBeers.map(NormalisedBeer.init)
        guard !rows.isEmpty else { return ChangeCount() }
        return try await inTransaction(commits: !dryRun) { connection in
            try await self.writeBeers(rows, connection)
        }
    }

    /// Imports the beers of `paths` (files, or folders of JSON files, read as `taproom import`
    /// reads them) in one transaction, `rowsPerChunk` beers at a time as they are read, so
    /// memory stays the same whatever the size of the files; a malformed row anywhere rolls
    /// everything back. A dry run does the same work and rolls it back.
    ///
    /// Into a catalogue of fewer beers than a chunk (a first fill), the beers' search and sort
    /// indexes are built once at the end, as `pg_restore` builds them, not row by row: at a
    /// million beers that is most of the time. Readers of the beers wait for the import then.
    public func importFiles(_ paths: [String], format: ImportFormat, dryRun: Bool,
                            rowsPerChunk: Int = 25_000) async throws -> ImportSummary {
        let (batch, changes) = try await inTransaction(commits: !dryRun) { connection in
            try await self.lockImports(connection)
            let setAside = try await self.setAsideBeerIndexesIfFew(than: rowsPerChunk, connection)
            // The reading runs on a thread of its own: it reads the next chunk while this one is written.
            let read = try await Self.parsing.run { [self] in
                var writer = ChunkWriter()
                do {
                    let batch = try CatalogueImporter.readFiles(paths, format: format, chunkSize: rowsPerChunk) { beers in
                        let rows = try beers.map(NormalisedBeer.init)
                        try writer.write { try await self.writeBeers(rows, connection) }
                    }
                    try writer.finish()
                    return (batch, writer.changes)
                } catch {
                    writer.abandon()
                    throw error
                }
            }
            try await self.rebuild(setAside, connection)
            return read
        }
        return CatalogueImporter.summary(of: batch, changes, dryRun: dryRun)
    }

    /// Takes the import lock for the transaction: two imports at once would race between the
    /// UPDATE and the INSERT of `writeBeers`, or both add a beer neither found.
    func lockImports(_ connection: PostgresConnection) async throws {
        try await connection.query("SELECT pg_advisory_xact_lock(\(Self.importLock))", logger: logger)
    }

    /// Adds or updates `rows` in the connection's transaction (once per transaction: it stages
    /// them in a temporary table), and moves the revision.
    func writeBeers(_ rows: [NormalisedBeer], _ connection: PostgresConnection) async throws -> ChangeCount {
        try await lockImports(connection)
        let breweryKeys = ImportPlan.breweryKeys(of: rows)
        let plan = ImportPlan(rows, stored: try await storedBreweries(named: breweryKeys, connection))
        let styleWords = try FullTextWords.words(of: plan.styles.map(\.name))
        var changes = ChangeCount()
        let (breweryIDs, breweriesAdded) = try await writeBreweries(plan.breweries, connection)
        changes.breweriesAdded = breweriesAdded
        let styleIDs = try await upsertStyles(plan.styles, styleWords, connection)
        var beers = plan.beers.map { beer in beer.rows.map { $0.mapStyle { styleIDs[$0] } } }
        var repeated = RepeatedRows()
        let stored = try await storedFields(of: plan.beers.indices.filter { beers[$0].count > 1 }, plan,
                                            breweryIDs, connection)
        for (index, rows) in beers.enumerated() where rows.count > 1 {
            beers[index] = [repeated.apply(rows, to: stored[index], index: index)]
        }
        let final = beers.map { $0[0] }
        let nameWords = try FullTextWords.words(of: final.map(\.name))
        let storedBeers = try await stageBeers(plan.beers, final, nameWords, simulated: repeated.beers,
                                               breweryIDs: breweryIDs, connection)
        // A file imported a chunk at a time: a beer an earlier chunk wrote, named again, is a
        // duplicate row merged within the files, which SQLite's import counts as updated even
        // when it changes nothing (the rows a beer repeats within a chunk are counted so by
        // `RepeatedRows`). Counted before this chunk's UPDATE stamps its own beers.
        let repeatsLeftAlone = storedBeers == 0 ? 0 : try await count(connection, """
            SELECT count(*) FROM staged_beers s JOIN beers b ON b.id = s.beer_id
            WHERE NOT s.simulated AND b.changed_xid = pg_current_xact_id()
              AND ((s.origin = 'bundled' AND b.origin = 'imported')
                   OR (b.name, b.style_id, b.abv, b.ibu, b.srm, b.description, b.first_brewed, b.source_id, b.origin)
                      IS NOT DISTINCT FROM
                      (s.name, coalesce(s.style_id, b.style_id), coalesce(s.abv, b.abv), coalesce(s.ibu, b.ibu),
                       coalesce(s.srm, b.srm), coalesce(s.description, b.description),
                       coalesce(s.first_brewed, b.first_brewed), coalesce(s.source_id, b.source_id), s.origin))
            """)
        let updated = storedBeers == 0 ? 0 : try await count(connection, """
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
                WHERE b.id = s.beer_id
                  AND NOT (s.origin = 'bundled' AND b.origin = 'imported')
                  AND (b.name, b.style_id, b.abv, b.ibu, b.srm, b.description, b.first_brewed, b.source_id,
                       b.origin)
                      IS DISTINCT FROM
                      (s.name, coalesce(s.style_id, b.style_id), coalesce(s.abv, b.abv), coalesce(s.ibu, b.ibu),
                       coalesce(s.srm, b.srm), coalesce(s.description, b.description),
                       coalesce(s.first_brewed, b.first_brewed), coalesce(s.source_id, b.source_id), s.origin)
                RETURNING s.simulated)
            SELECT count(*) FROM changed WHERE NOT simulated
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
                WHERE s.beer_id IS NULL
                ORDER BY s.ord
                RETURNING 1)
            SELECT count(*) FROM added
            """)
        try await connection.query("UPDATE catalogue_revision SET value = value + 1", logger: logger)
        // Beers that several rows name were counted row by row; the rest once each here.
        let addedOnce = added - repeated.inserted
        changes.beersAdded = addedOnce + repeated.added
        changes.beersUpdated = updated + repeatsLeftAlone + repeated.updated
        changes.beersUnchanged = (plan.beers.count - repeated.beers.count) - addedOnce - updated - repeatsLeftAlone
            + repeated.unchanged
        return changes
    }

    private func count(_ connection: PostgresConnection, _ query: PostgresQuery) async throws -> Int {
        let rows = try await connection.query(query, logger: logger).collect()
        return Int(try rows.first?.decode(Int64.self) ?? 0)
    }

    /// The stored breweries of `keys`, first made first.
    private func storedBreweries(named keys: [String], _ connection: PostgresConnection) async throws
        -> [(id: Int64, fields: ImportPlan.BreweryFields)] {
        let rows = try await connection.query("""
            SELECT id, name, name_key, sort_key, city, region, country, country_code FROM breweries
            WHERE name_key = ANY(\(keys)::text[]) ORDER BY id
            """, logger: logger).collect()
        return try rows.map { row in
            let (id, name, key, sortKey, city, region, country, countryCode) = try row.decode(
                (Int64, String, String, String, String?, String?, String?, String?).self)
            return (id, ImportPlan.BreweryFields(name: name, key: key, sortKey: sortKey, city: city, region: region,
                                                 country: country, countryCode: countryCode))
        }
    }

    /// Adds the plan's new breweries and updates the stored ones its rows change; returns every
    /// one's id (by its index in the plan) and how many were new. New ones take ids from the
    /// table's sequence in the order they first appear, as SQLite numbers them.
    private func writeBreweries(_ breweries: [ImportPlan.Brewery],
                                _ connection: PostgresConnection) async throws -> ([Int64], Int) {
        let added = breweries.indices.filter { breweries[$0].stored == nil }
        let sequence = added.isEmpty ? [] : try await connection.query("""
            SELECT nextval(pg_get_serial_sequence('breweries', 'id')) FROM generate_series(1, \(added.count))
            """, logger: logger).collect()
        let newIDs = try sequence.map { try $0.decode(Int64.self) }.sorted()
        var ids = breweries.map { $0.stored?.id ?? 0 }
        for (index, id) in zip(added, newIDs) { ids[index] = id }
        let written = breweries.indices.filter { breweries[$0].isWritten }
        let words = try FullTextWords.words(of: written.map { breweries[$0].fields.name })
        for start in stride(from: 0, to: written.count, by: Self.breweriesPerBatch) {
            var sql = BoundSQL("""
                INSERT INTO breweries AS r (id, name, name_key, sort_key, city, region, country, country_code, words)
                VALUES
                """)
            for position in start ..< min(start + Self.breweriesPerBatch, written.count) {
                let brewery = breweries[written[position]].fields
                let vector = SearchWords.vector(words[position], .brewery, firstPosition: 2)
                sql.append(position == start ? "\n(" : ",\n(")
                sql.append([try sql.bind(ids[written[position]]), try sql.bind(brewery.name), try sql.bind(brewery.key),
                            try sql.bind(brewery.sortKey), try sql.bind(brewery.city), try sql.bind(brewery.region),
                            try sql.bind(brewery.country), try sql.bind(brewery.countryCode),
                            try sql.bind(vector) + "::tsvector"]
                    .joined(separator: ", ") + ")")
            }
            // A stored brewery is written whole, as the plan leaves it.
            sql.append("""

                ON CONFLICT (id) DO UPDATE SET
                    name = excluded.name, sort_key = excluded.sort_key, words = excluded.words, city = excluded.city,
                    region = excluded.region, country = excluded.country, country_code = excluded.country_code
                """)
            try await connection.query(sql.query, logger: logger)
        }
        return (ids, added.count)
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

    /// Writes the merged beers to a temporary table that the transaction's end drops (emptied
    /// first: a file's import writes its beers a chunk at a time), each with its stored beer's id;
    /// returns how many are stored.
    private func stageBeers(_ beers: [ImportPlan.Beer], _ fields: [BeerFields<Int64>], _ words: [[String]],
                            simulated: Set<Int>, breweryIDs: [Int64],
                            _ connection: PostgresConnection) async throws -> Int {
        try await connection.query("""
            CREATE TEMP TABLE IF NOT EXISTS staged_beers (
                ord BIGINT NOT NULL, name TEXT NOT NULL, name_key TEXT NOT NULL, sort_key TEXT COLLATE "C" NOT NULL,
                brewery_id BIGINT NOT NULL, style_id BIGINT, abv DOUBLE PRECISION, ibu DOUBLE PRECISION,
                srm DOUBLE PRECISION, description TEXT, first_brewed TEXT, source_id TEXT, origin TEXT NOT NULL,
                name_words TSVECTOR NOT NULL, simulated BOOLEAN NOT NULL, beer_id BIGINT
            ) ON COMMIT DROP
            """, logger: logger)
        try await connection.query("TRUNCATE staged_beers", logger: logger)
        for start in stride(from: 0, to: beers.count, by: Self.beersPerBatch) {
            var sql = BoundSQL("""
                INSERT INTO staged_beers (ord, name, name_key, sort_key, brewery_id, style_id, abv, ibu, srm,
                                          description, first_brewed, source_id, origin, name_words, simulated)
                VALUES
                """)
            for index in start ..< min(start + Self.beersPerBatch, beers.count) {
                let (beer, row) = (beers[index], fields[index])
                let breweryID = breweryIDs[beer.brewery]
                let vector = SearchWords.vector(words[index], .name, firstPosition: 1)
                sql.append(index == start ? "\n(" : ",\n(")
                sql.append([
                    try sql.bind(Int64(index)), try sql.bind(row.name), try sql.bind(beer.nameKey),
                    try sql.bind(row.sortKey), try sql.bind(breweryID), try sql.bind(row.style), try sql.bind(row.abv),
                    try sql.bind(row.ibu), try sql.bind(row.srm), try sql.bind(row.description),
                    try sql.bind(row.firstBrewed), try sql.bind(row.sourceID), try sql.bind(row.origin.rawValue),
                    try sql.bind(vector) + "::tsvector", try sql.bind(simulated.contains(index)),
                ].joined(separator: ", ") + ")")
            }
            try await connection.query(sql.query, logger: logger)
        }
        // Each staged beer's stored one, if any, found once through the unique (name, brewery)
        // index (a subquery in SET runs per row, where a join may scan every stored beer), and the
        // table's statistics, so the statements that follow plan for how many there are.
        let stored = try await count(connection, """
            WITH found AS (
                UPDATE staged_beers s SET beer_id = (
                    SELECT b.id FROM beers b WHERE b.name_key = s.name_key AND b.brewery_id = s.brewery_id)
                RETURNING beer_id)
            SELECT count(beer_id) FROM found
            """)
        try await connection.query("ANALYZE staged_beers", logger: logger)
        return stored
    }
}

extension PostgresCatalogue {
    /// The stored columns of the plan's beers at `indices` that exist, by index.
    fileprivate func storedFields(of indices: [Int], _ plan: ImportPlan, _ breweryIDs: [Int64],
                                  _ connection: PostgresConnection) async throws -> [Int: BeerFields<Int64>] {
        guard !indices.isEmpty else { return [:] }
        let keys = indices.map { plan.beers[$0].nameKey }
        let breweries = indices.map { breweryIDs[plan.beers[$0].brewery] }
        let positions = indices.map(Int64.init)
        let rows = try await connection.query("""
            SELECT k.position, b.name, b.sort_key, b.style_id, b.abv, b.ibu, b.srm, b.description, b.first_brewed,
                   b.source_id, b.origin
            FROM unnest(\(keys)::text[], \(breweries)::bigint[], \(positions)::bigint[]) AS k(name_key, brewery_id, position)
            JOIN beers b ON b.name_key = k.name_key AND b.brewery_id = k.brewery_id
            """, logger: logger).collect()
        var stored: [Int: BeerFields<Int64>] = [:]
        for row in rows {
            let (position, name, sortKey, style, abv, ibu, srm, description, firstBrewed, sourceID, origin) = try row.decode(
                (Int64, String, String, Int64?, Double?, Double?, Double?, String?, String?, String?, String).self)
            stored[Int(position)] = BeerFields(
                name: name, sortKey: sortKey, style: style, abv: abv, ibu: ibu, srm: srm, description: description,
                firstBrewed: firstBrewed, sourceID: sourceID, origin: BeerOrigin(rawValue: origin) ?? .imported)
        }
        return stored
    }
}

/// The chunk being written while the next is read: one write at a time on the transaction's
/// connection, each started once the one before has ended.
private struct ChunkWriter {
    private var writing: Task<ChangeCount, any Error>?
    private(set) var changes = ChangeCount()

    /// Waits for the chunk before to be written, then starts `write`.
    mutating func write(_ write: @escaping @Sendable () async throws -> ChangeCount) throws {
        try finish()
        writing = Task { try await write() }
    }

    /// Waits for the chunk being written, and counts its changes.
    mutating func finish() throws {
        guard let writing else { return }
        self.writing = nil
        let written = try waitFor { try await writing.value }
        changes.beersAdded += written.beersAdded
        changes.beersUpdated += written.beersUpdated
        changes.beersUnchanged += written.beersUnchanged
        changes.breweriesAdded += written.breweriesAdded
    }

    /// After a failure: waits for the chunk being written to end, so nothing uses the connection
    /// while its transaction rolls back.
    mutating func abandon() {
        if let writing { _ = try? waitFor { try await writing.value } }
        writing = nil
    }
}

/// The rows of beers that several rows of one import name, applied one by one and counted as
/// SQLite counts them.
private struct RepeatedRows {
    /// The beers' indices in the plan.
    private(set) var beers: Set<Int> = []
    private(set) var added = 0
    private(set) var updated = 0
    private(set) var unchanged = 0
    /// Of those beers, how many were not stored before (the INSERT adds them).
    private(set) var inserted = 0

    /// The beer once `rows` are applied, in order, to `stored` (nil: not stored yet).
    mutating func apply(_ rows: [BeerFields<Int64>], to stored: BeerFields<Int64>?, index: Int) -> BeerFields<Int64> {
        beers.insert(index)
        if stored == nil { inserted += 1 }
        var state = stored
        for row in rows {
            guard let current = state else {
                added += 1
                state = row
                continue
            }
            let next = current.applying(row)
            if next.differs(from: current) { updated += 1 } else { unchanged += 1 }
            state = next
        }
        return state ?? rows[0]
    }
}
