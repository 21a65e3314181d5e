import GRDB
import GRDBSQLite

/// An INSERT prepared once and run for row after row through SQLite's C API, for a bulk import's
/// staging table. GRDB's binding turns each string into a C string that SQLite then copies
/// again, and its `execute` does bookkeeping per run (observers, access checks) that a temporary
/// table no observer watches does not need; at a million rows that was a tenth of the writing
/// thread's work.
struct RowInserter {
    private let statement: Statement
    private let db: Database
    private let placeholders: CInt

    init(_ db: Database, sql: String) throws {
        self.db = db
        statement = try db.makeStatement(sql: sql)
        placeholders = sqlite3_bind_parameter_count(statement.sqliteStatement)
    }

    /// A row to bind values to, in placeholder order, and then `insert`. (A closure that bound
    /// them would capture what it binds, and copying a beer retains each of its strings.)
    func row() -> Values { Values(statement: statement.sqliteStatement) }

    /// Inserts the row, whose values were bound to every placeholder.
    func insert(_ row: Values) throws {
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        guard row.failure == SQLITE_OK else { throw error(row.failure) }
        // A value left out would keep the previous row's.
        guard row.count == placeholders else {
            throw DatabaseError(resultCode: .SQLITE_RANGE, message: "\(row.count) of \(placeholders) values bound",
                                sql: statement.sql)
        }
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else { throw error(code) }
    }

    private func error(_ code: CInt) -> DatabaseError { SQLiteCall.error(code, of: statement, in: db) }

    /// The values of one row, bound one placeholder after the other. The first binding that
    /// fails is kept in `failure`, and the row is then not inserted.
    struct Values {
        fileprivate let statement: OpaquePointer
        fileprivate var failure = SQLITE_OK
        private var index: CInt = 0
        /// How many values have been bound.
        fileprivate var count: CInt { index }

        fileprivate init(statement: OpaquePointer) { self.statement = statement }

        mutating func text(_ value: String?) {
            index += 1
            guard let value else { return record(sqlite3_bind_null(statement, index)) }
            record(SQLiteCall.bindText(value, to: statement, at: index))
        }

        mutating func integer(_ value: Int64?) {
            index += 1
            record(value.map { sqlite3_bind_int64(statement, index, $0) } ?? sqlite3_bind_null(statement, index))
        }

        mutating func real(_ value: Double?) {
            index += 1
            record(value.map { sqlite3_bind_double(statement, index, $0) } ?? sqlite3_bind_null(statement, index))
        }

        private mutating func record(_ code: CInt) {
            if failure == SQLITE_OK { failure = code }
        }
    }
}
