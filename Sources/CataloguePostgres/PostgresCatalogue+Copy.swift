import Catalogue
import PostgresNIO

/// `taproom copy` in PostgreSQL: the whole catalogue read in one `REPEATABLE READ READ ONLY`
/// transaction (a snapshot that others' writes do not change), and written in one transaction
/// with the same ids, the search words made again by the import's own functions, and every id
/// sequence moved past the ids copied, so that new rows never collide with them.
extension PostgresCatalogue: CatalogueCopySource, CatalogueCopyDestination {
    public func readCopy(into channel: CopyChannel) async throws {
        do {
            try await inTransaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { connection in
                let counts = try await Self.copiedCounts(connection, logger)
                for table in CopiedTable.all {
                    // Integers and booleans as bigint, so that one decoding serves every column.
                    let columns = table.columns.map { column in
                        switch column.type {
                        case .integer: "\(column.name)::bigint"
                        case .boolean: "\(column.name)::int::bigint"
                        case .real, .text: column.name
                        }
                    }.joined(separator: ", ")
                    // The query streams: postgres-nio reads on only as the batches are taken.
                    let rows = try await connection.query(
                        PostgresQuery(unsafeSQL: "SELECT \(columns) FROM \(table.name) ORDER BY \(table.key)"), logger: logger)
                    var batch: [[CopiedValue]] = []
                    for try await row in rows {
                        batch.append(try zip(row, table.columns).map { cell, column in try Self.copiedValue(cell, column.type) })
                        if batch.count == CatalogueCopyBatch.rowLimit {
                            try await channel.send(.batch(CatalogueCopyBatch(table: table, rows: batch)))
                            batch = []
                        }
                    }
                    if !batch.isEmpty { try await channel.send(.batch(CatalogueCopyBatch(table: table, rows: batch))) }
                }
                try await channel.send(.end(CatalogueSnapshotEnd(counts: counts, bundled: .notRecorded)))
            }
        } catch {
            throw PostgresFailure.readable(error)
        }
    }

    public func writeCopy(from channel: CopyChannel, replacing: Bool) async throws -> CatalogueCopy.Outcome {
        let location = location
        do {
            return try await inTransaction { connection in
                let present = try await Self.copiedCounts(connection, logger)
                if !present.isEmpty {
                    guard replacing else {
                        throw CatalogueCopyError.destinationHoldsCatalogue(location: location, counts: present)
                    }
                    // Sessions and sign-in throttling go with the accounts they were for.
                    try await connection.query("""
                        TRUNCATE beers, breweries, styles, users, favourites, ratings, notes, checkins, rating_summaries,
                                 tokens, login_throttle
                        """, logger: logger)
                }
                while true {
                    switch try await channel.receive() {
                    case .batch(let batch):
                        try await Self.insert(batch, connection, logger)
                    case .end(let end):
                        for table in [CopiedTable.breweries, .styles, .beers, .users, .checkIns] {
                            try await connection.query(PostgresQuery(unsafeSQL: """
                                SELECT setval(pg_get_serial_sequence('\(table.name)', 'id'),
                                              coalesce((SELECT max(id) FROM \(table.name)), 0) + 1, false)
                                """), logger: logger)
                        }
                        // Servers on this database see a new catalogue (`revisions()`).
                        try await connection.query("UPDATE catalogue_revision SET value = value + 1", logger: logger)
                        return try CatalogueCopy.checked(end, destination: try await Self.copiedCounts(connection, logger))
                    }
                }
            }
        } catch {
            throw PostgresFailure.readable(error)
        }
    }

    private static func copiedCounts(_ connection: PostgresConnection, _ logger: Logger) async throws -> CatalogueCounts {
        let select = CopiedTable.all.map { "(SELECT count(*) FROM \($0.name))" }.joined(separator: ", ")
        var counts = CatalogueCounts()
        guard let row = try await connection.query(PostgresQuery(unsafeSQL: "SELECT \(select)"), logger: logger)
            .collect().first else { return counts }
        for (cell, table) in zip(row, CopiedTable.all) { counts[table] = Int(try cell.decode(Int64.self)) }
        return counts
    }

    private static func copiedValue(_ cell: PostgresCell, _ type: CopiedTable.ColumnType) throws -> CopiedValue {
        switch type {
        case .integer, .boolean: try cell.decode(Int64?.self).map(CopiedValue.integer) ?? .null
        case .real: try cell.decode(Double?.self).map(CopiedValue.real) ?? .null
        case .text: try cell.decode(String?.self).map(CopiedValue.text) ?? .null
        }
    }

    /// One multi-row INSERT (a batch binds at most 4,000 × 15 values, under PostgreSQL's 65,535).
    /// Breweries and styles get their words, beers their name's words and search words (name,
    /// brewery, style) as an import makes them; the breweries and styles are copied first.
    private static func insert(_ batch: CatalogueCopyBatch, _ connection: PostgresConnection,
                               _ logger: Logger) async throws {
        let table = batch.table
        let nameColumn = table.columns.firstIndex { $0.name == "name" }
        let words: [[String]]
        let extra: [String]
        switch table {
        case .breweries, .styles, .beers:
            guard let nameColumn else { return }
            words = try FullTextWords.words(of: batch.rows.map { row in
                if case .text(let name) = row[nameColumn] { name } else { "" }
            })
            extra = table == .beers ? ["name_words", "search_words"] : ["words"]
        default:
            (words, extra) = ([], [])
        }
        var sql = BoundSQL("INSERT INTO \(table.name) (\((table.columns.map(\.name) + extra).joined(separator: ", "))) VALUES")
        for (index, row) in batch.rows.enumerated() {
            var values = try zip(row, table.columns).map { value, column in try bind(value, column.type, &sql) }
            switch table {
            case .breweries:
                values.append(try sql.bind(SearchWords.vector(words[index], .brewery, firstPosition: 2)) + "::tsvector")
            case .styles:
                values.append(try sql.bind(SearchWords.vector(words[index], .style, firstPosition: 2)) + "::tsvector")
            case .beers:
                // brewery_id and style_id are the 5th and 7th columns (`CopiedTable.beers`).
                let nameWords = try sql.bind(SearchWords.vector(words[index], .name, firstPosition: 1)) + "::tsvector"
                values.append(nameWords)
                values.append("""
                    \(nameWords) || (SELECT words FROM breweries WHERE id = \(values[4]))
                        || coalesce((SELECT words FROM styles WHERE id = \(values[6])), ''::tsvector)
                    """)
            default:
                break
            }
            sql.append((index == 0 ? "\n(" : ",\n(") + values.joined(separator: ", ") + ")")
        }
        try await connection.query(sql.query, logger: logger)
    }

    /// Binds `value` as its column's PostgreSQL type; returns its placeholder.
    private static func bind(_ value: CopiedValue, _ type: CopiedTable.ColumnType, _ sql: inout BoundSQL) throws -> String {
        switch (type, value) {
        case (.boolean, .integer(let number)): try sql.bind(number != 0)
        case (.boolean, _): try sql.bind(Bool?.none)
        case (.integer, .integer(let number)): try sql.bind(number)
        case (.integer, _): try sql.bind(Int64?.none)
        case (.real, .real(let number)): try sql.bind(number)
        case (.real, _): try sql.bind(Double?.none)
        case (.text, .text(let text)): try sql.bind(text)
        case (.text, _): try sql.bind(String?.none)
        }
    }
}
