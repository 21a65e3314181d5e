import PostgresNIO

/// A first fill builds the beers' secondary indexes once, at the end of its transaction.
///
/// Inserting a million rows into a table with ten indexes touches each index at random for each
/// row, which costs PostgreSQL far more than sorting them once (measured 44 s against 18 s, at its
/// default 128 MB of shared buffers). The primary key and the unique (name, brewery) index stay:
/// the import's own statements look beers up by them between chunks.
extension PostgresCatalogue {
    /// An index set aside, and the statement that makes it again.
    struct SetAsideIndex: Sendable {
        /// As PostgreSQL writes it in SQL (`regclass`): quoted, and schema-qualified where needed.
        let name: String
        let definition: String
    }

    /// When the beers table holds fewer than `count` beers, drops its indexes other than the
    /// primary key and unique ones (in the caller's transaction, which `rebuild` must end with);
    /// else sets nothing aside.
    func setAsideBeerIndexesIfFew(than count: Int, _ connection: PostgresConnection) async throws -> [SetAsideIndex] {
        let stored = try await connection.query("SELECT count(*) FROM (SELECT 1 FROM beers LIMIT \(count)) AS stored",
                                                logger: logger).collect()
        guard try (stored.first?.decode(Int64.self) ?? 0) < count else { return [] }
        let rows = try await connection.query("""
            SELECT i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid) FROM pg_index i
            WHERE i.indrelid = 'beers'::regclass AND NOT i.indisprimary AND NOT i.indisunique
            ORDER BY 1
            """, logger: logger).collect()
        let indexes = try rows.map { row in
            let (name, definition) = try row.decode((String, String).self)
            return SetAsideIndex(name: name, definition: definition)
        }
        for index in indexes {
            try await connection.query(PostgresQuery(unsafeSQL: "DROP INDEX \(index.name)"), logger: logger)
        }
        return indexes
    }

    /// Makes the indexes `setAsideBeerIndexesIfFew` dropped.
    func rebuild(_ indexes: [SetAsideIndex], _ connection: PostgresConnection) async throws {
        for index in indexes {
            try await connection.query(PostgresQuery(unsafeSQL: index.definition), logger: logger)
        }
    }
}
