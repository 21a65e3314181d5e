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
                let counts = try await Self.copiedCounts(connection, self.logger)
                for table in CopiedTable.all {
                    try await Self.readRows(of: table, connection, self.logger) { try await channel.send(.batch($0)) }
                }
                try await channel.send(.end(CatalogueSnapshotEnd(counts: counts, bundled: .notRecorded)))
            }
        } catch {
            throw PostgresFailure.readable(error)
        }
    }

    /// Sends `table`'s rows that `condition` selects (all without one), in key order, in batches
    /// of `CatalogueCopyBatch.rowLimit`. The query streams: postgres-nio reads on only as the
    /// batches are taken.
    static func readRows(of table: CopiedTable, where condition: String = "", binds: PostgresBindings = PostgresBindings(),
                         _ connection: PostgresConnection, _ logger: Logger,
                         send: (CatalogueCopyBatch) async throws -> Void) async throws {
        // Integers and booleans as bigint, so that one decoding serves every column.
        let columns = table.columns.map { column in
            switch column.type {
            case .integer: "\(column.name)::bigint"
            case .boolean: "\(column.name)::int::bigint"
            case .real, .text: column.name
            }
        }.joined(separator: ", ")
        let rows = try await connection.query(PostgresQuery(
            unsafeSQL: "SELECT \(columns) FROM \(table.name) \(condition) ORDER BY \(table.key)", binds: binds), logger: logger)
        var batch: [[CopiedValue]] = []
        for try await row in rows {
            batch.append(try zip(row, table.columns).map { cell, column in try copiedValue(cell, column.type) })
            if batch.count == CatalogueCopyBatch.rowLimit {
                try await send(CatalogueCopyBatch(table: table, rows: batch))
                batch = []
            }
        }
        if !batch.isEmpty { try await send(CatalogueCopyBatch(table: table, rows: batch)) }
    }

    public func writeCopy(from channel: CopyChannel, replacing: Bool) async throws -> CatalogueCopy.Outcome {
        let location = location
        do {
            return try await inTransaction { connection in
                let present = try await Self.copiedCounts(connection, self.logger)
                if !present.isEmpty {
                    guard replacing else {
                        throw CatalogueCopyError.destinationHoldsCatalogue(location: location, counts: present)
                    }
                    // Sessions and sign-in throttling go with the accounts they were for.
                    try await connection.query("""
                        TRUNCATE beers, breweries, styles, users, favourites, ratings, notes, checkins, rating_summaries,
                                 tokens, login_throttle
                        """, logger: self.logger)
                }
                while true {
                    switch try await channel.receive() {
                    case .batch(let batch):
                        try await Self.insert(batch, connection, self.logger)
                    case .end(let end):
                        for table in [CopiedTable.breweries, .styles, .beers, .users, .checkIns] {
                            try await connection.query(PostgresQuery(unsafeSQL: """
                                SELECT setval(pg_get_serial_sequence('\(table.name)', 'id'),
                                              coalesce((SELECT max(id) FROM \(table.name)), 0) + 1, false)
                                """), logger: self.logger)
                        }
                        // Servers on this database see a new catalogue (`revisions()`).
                        try await connection.query("UPDATE catalogue_revision SET value = value + 1", logger: self.logger)
                        return try CatalogueCopy.checked(end, destination: try await Self.copiedCounts(connection, self.logger))
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
    /// brewery, style: joined here, as an import joins them); breweries and styles come first.
    private static func insert(_ batch: CatalogueCopyBatch, _ connection: PostgresConnection,
                               _ logger: Logger) async throws {
        let table = batch.table
        let column: SearchWords.Column? = switch table {
        case .breweries: .brewery
        case .styles: .style
        case .beers: .name
        default: nil
        }
        let columns = table.columns.map(\.name).joined(separator: ", ")
        var sql = BoundSQL()
        var words: [[String]] = []
        if column != nil, let nameColumn = table.columns.firstIndex(where: { $0.name == "name" }) {
            words = try FullTextWords.words(of: batch.rows.map { row in
                if case .text(let name) = row[nameColumn] { name } else { "" }
            })
        }
        for (index, row) in batch.rows.enumerated() {
            var values = try zip(row, table.columns).map { value, column in try bind(value, column.type, &sql) }
            if let column {
                let vector = SearchWords.vector(words[index], column, firstPosition: column == .name ? 1 : 2)
                values.append(try sql.bind(vector) + "::tsvector")
            }
            sql.append((index == 0 ? "" : ",\n") + "(" + values.joined(separator: ", ") + ")")
        }
        let rows = sql.text
        switch table {
        case .breweries, .styles:
            sql = sql.replacingText("INSERT INTO \(table.name) (\(columns), words) VALUES \(rows)")
        case .beers:
            sql = sql.replacingText("""
                INSERT INTO beers (\(columns), name_words, search_words)
                SELECT \(table.columns.map { "v." + $0.name }.joined(separator: ", ")), v.name_words,
                       v.name_words || r.words || coalesce(s.words, ''::tsvector)
                FROM (VALUES \(rows)) AS v (\(columns), name_words)
                JOIN breweries r ON r.id = v.brewery_id LEFT JOIN styles s ON s.id = v.style_id
                ORDER BY v.id
                """)
        default:
            sql = sql.replacingText("INSERT INTO \(table.name) (\(columns)) VALUES \(rows)")
        }
        try await connection.query(sql.query, logger: logger)
    }

    /// Binds `value` as its column's PostgreSQL type; returns its placeholder, cast to that type
    /// (a NULL is bound without one, and a VALUES list would take it for text).
    private static func bind(_ value: CopiedValue, _ type: CopiedTable.ColumnType, _ sql: inout BoundSQL) throws -> String {
        switch (type, value) {
        case (.boolean, .integer(let number)): try sql.bind(number != 0) + "::boolean"
        case (.boolean, _): try sql.bind(Bool?.none) + "::boolean"
        case (.integer, .integer(let number)): try sql.bind(number) + "::bigint"
        case (.integer, _): try sql.bind(Int64?.none) + "::bigint"
        case (.real, .real(let number)): try sql.bind(number) + "::double precision"
        case (.real, _): try sql.bind(Double?.none) + "::double precision"
        case (.text, .text(let text)): try sql.bind(text) + "::text"
        case (.text, _): try sql.bind(String?.none) + "::text"
        }
    }
}
