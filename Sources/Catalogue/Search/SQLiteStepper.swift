import GRDB
import GRDBSQLite

/// Steps a statement through SQLite's C API: for the loops that read every beer or every
/// indexed word when the search index loads, where making a GRDB `Row` per result costs more
/// than the read itself. Measured 2026-11-24 at 100,000 beers: the load takes 271 ms of CPU
/// this way, 480 ms through `Row.fetchCursor`.
struct SQLiteStepper {
    private let statement: Statement
    private let db: Database

    init(_ db: Database, sql: String) throws {
        self.db = db
        statement = try db.makeStatement(sql: sql)
    }

    /// Moves to the next row; false after the last one.
    func next() throws -> Bool {
        let code = sqlite3_step(statement.sqliteStatement)
        if code == SQLITE_ROW { return true }
        if code == SQLITE_DONE { return false }
        throw SQLiteCall.error(code, of: statement, in: db)
    }

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement.sqliteStatement, column) == SQLITE_NULL }

    func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement.sqliteStatement, column) }

    func double(_ column: Int32) -> Double { sqlite3_column_double(statement.sqliteStatement, column) }

    /// The column's text as UTF-8 bytes, valid until the next step.
    func bytes(_ column: Int32) -> UnsafeBufferPointer<UInt8> {
        let text = sqlite3_column_text(statement.sqliteStatement, column)
        return UnsafeBufferPointer(start: text, count: text == nil ? 0 : Int(sqlite3_column_bytes(statement.sqliteStatement, column)))
    }
}
