import GRDB

/// `taproom copy` in a file: the whole catalogue read in one read transaction (a snapshot that
/// other connections' writes do not change) and written in one write transaction. Both run on
/// the caller's thread and block on the `CopyChannel`, so call them from a thread of their own.
extension CatalogueStore {
    /// Sends every copied table's rows in batches, then the counts and the bundled beers' mark.
    public func readCopy(into channel: CopyChannel) throws {
        try reading { db in
            let counts = try Self.copiedCounts(db)
            for table in CopiedTable.all {
                let cursor = try Row.fetchCursor(db, sql: "SELECT \(table.columnList) FROM \(table.name) ORDER BY \(table.key)")
                var rows: [[CopiedValue]] = []
                while let row = try cursor.next() {
                    rows.append(try table.columns.indices.map { try Self.copiedValue(row[$0], table.columns[$0], table) })
                    if rows.count == CatalogueCopyBatch.rowLimit {
                        try channel.sendBlocking(.batch(CatalogueCopyBatch(table: table, rows: rows)))
                        rows = []
                    }
                }
                if !rows.isEmpty { try channel.sendBlocking(.batch(CatalogueCopyBatch(table: table, rows: rows))) }
            }
            try channel.sendBlocking(.end(CatalogueSnapshotEnd(counts: counts, bundled: try Self.bundledMark(db))))
        }
    }

    /// Writes what `channel` brings into this catalogue in one transaction: refused when it holds
    /// anything unless `replacing`, which empties it first (sessions and sign-in throttling too).
    func writeCopy(from channel: CopyChannel, replacing: Bool) throws -> CatalogueCopy.Outcome {
        try writing { db in
            let present = try Self.copiedCounts(db)
            if !present.isEmpty {
                guard replacing else { throw CatalogueCopyError.destinationHoldsCatalogue(location: path, counts: present) }
                // Users and beers take their personal data, sessions and summaries with them.
                try db.execute(sql: """
                    DELETE FROM users; DELETE FROM beers; DELETE FROM styles; DELETE FROM breweries;
                    DELETE FROM login_throttle;
                    """)
            }
            // The full-text indexes are built once at the end, as a bulk import builds them.
            var end: CatalogueSnapshotEnd?
            try CatalogueTransaction(db).deferringSearchIndex {
                var inserts: [String: Statement] = [:]
                while end == nil {
                    switch try channel.receiveBlocking() {
                    case .batch(let batch):
                        let table = batch.table
                        let insert = try inserts[table.name] ?? db.makeStatement(sql: """
                            INSERT INTO \(table.name) (\(table.columnList))
                            VALUES (\(Array(repeating: "?", count: table.columns.count).joined(separator: ", ")))
                            """)
                        inserts[table.name] = insert
                        for row in batch.rows { try insert.execute(arguments: StatementArguments(row.map(\.databaseValue))) }
                    case .end(let last):
                        end = last
                    }
                }
            }
            guard let end else { throw CatalogueCopyError.sourceEndedEarly }
            try Self.setBundledMark(end.bundled, db)
            return try CatalogueCopy.checked(end, destination: try Self.copiedCounts(db))
        }
    }

    private static func copiedCounts(_ db: Database) throws -> CatalogueCounts {
        var counts = CatalogueCounts()
        for table in CopiedTable.all {
            counts[table] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table.name)") ?? 0
        }
        return counts
    }

    /// A stored value as its column's type; a value of another type (which the schema never
    /// writes) stops the copy rather than being lost.
    private static func copiedValue(_ value: DatabaseValue, _ column: CopiedTable.Column,
                                    _ table: CopiedTable) throws -> CopiedValue {
        if value.isNull { return .null }
        let copied: CopiedValue? = switch column.type {
        case .integer, .boolean: Int64.fromDatabaseValue(value).map(CopiedValue.integer)
        case .real: Double.fromDatabaseValue(value).map(CopiedValue.real)
        case .text: String.fromDatabaseValue(value).map(CopiedValue.text)
        }
        guard let copied else {
            throw StoreError.invalidValue("\(table.name).\(column.name) holds \(value), not a \(column.type)")
        }
        return copied
    }

    private static func bundledMark(_ db: Database) throws -> BundledMark {
        let meta = try Dictionary(uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT key, value FROM meta WHERE key IN (?, ?)",
                                                                   arguments: [MetaKey.bundledCatalogueLeftOut,
                                                                               MetaKey.bundledCatalogueVersion])
            .map { (row: Row) -> (String, String) in (row["key"], row["value"]) })
        if meta[MetaKey.bundledCatalogueLeftOut] != nil { return .leftOut }
        return meta[MetaKey.bundledCatalogueVersion].map(BundledMark.version) ?? .notRecorded
    }

    /// The source's mark, so that opening the copy loads the bundled beers exactly when opening
    /// the source would. A catalogue that records none (PostgreSQL, which loads them only when
    /// asked) is marked as left out: opening the copy never adds beers its owner did not ask for.
    private static func setBundledMark(_ mark: BundledMark, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM meta WHERE key IN (?, ?)",
                       arguments: [MetaKey.bundledCatalogueLeftOut, MetaKey.bundledCatalogueVersion])
        let (key, value) = switch mark {
        case .version(let version): (MetaKey.bundledCatalogueVersion, version)
        case .leftOut, .notRecorded: (MetaKey.bundledCatalogueLeftOut, "1")
        }
        try db.execute(sql: "INSERT INTO meta (key, value) VALUES (?, ?)", arguments: [key, value])
    }
}

extension CopiedValue {
    var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case .integer(let value): value.databaseValue
        case .real(let value): value.databaseValue
        case .text(let value): value.databaseValue
        }
    }
}
