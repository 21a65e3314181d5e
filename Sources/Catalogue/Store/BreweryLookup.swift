import GRDB
import GRDBSQLite

/// Finds the stored breweries of a name key (first made first), through SQLite's C API. An import of a file with more
/// breweries than a transaction keeps in its cache runs this for most rows; there a GRDB `Row`
/// per lookup cost more than the lookup itself.
struct BreweryLookup {
    struct Found {
        let id: Int64
        let name: String
        let sortKey: String
        let city: String?
        let region: String?
        let country: String?
    }

    private let statement: Statement
    private let db: Database

    init(_ db: Database) throws {
        self.db = db
        statement = try db.makeStatement(sql: """
            SELECT id, name, sort_key, city, region, country FROM breweries WHERE name_key = ? ORDER BY id
            """)
    }

    /// Usually one brewery, or none; two of one name only where their places disagree.
    func breweries(key: String) throws -> [Found] {
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        let binding = SQLiteCall.bindText(key, to: handle, at: 1)
        guard binding == SQLITE_OK else { throw error(binding) }
        func text(_ column: CInt) -> String? {
            guard let bytes = sqlite3_column_text(handle, column) else { return nil }
            return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, column))), as: UTF8.self)
        }
        var found: [Found] = []
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { return found }
            guard code == SQLITE_ROW else { throw error(code) }
            // Name and sort key are NOT NULL columns.
            found.append(Found(id: sqlite3_column_int64(handle, 0), name: text(1) ?? "", sortKey: text(2) ?? "",
                               city: text(3), region: text(4), country: text(5)))
        }
    }

    private func error(_ code: CInt) -> DatabaseError { SQLiteCall.error(code, of: statement, in: db) }
}
