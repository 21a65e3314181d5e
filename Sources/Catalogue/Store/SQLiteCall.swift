import GRDB
import GRDBSQLite

/// What the store's loops that call SQLite's C API themselves share (`RowInserter`,
/// `BreweryLookup`, `SQLiteStepper`): binding text, and the error a failed call reports.
enum SQLiteCall {
    /// Binds `text` to the 1-based placeholder `index`; SQLite copies it before returning
    /// (`SQLITE_TRANSIENT`). Returns SQLite's result code.
    static func bindText(_ text: String, to statement: OpaquePointer, at index: CInt) -> CInt {
        func bind(_ bytes: UnsafeBufferPointer<UInt8>) -> CInt {
            // An empty buffer may have no address, which SQLite would take for NULL.
            bytes.isEmpty ? sqlite3_bind_text(statement, index, "", 0, transient)
                : sqlite3_bind_text(statement, index, bytes.baseAddress, CInt(bytes.count), transient)
        }
        if let code = text.utf8.withContiguousStorageIfAvailable(bind) { return code }
        var contiguous = text
        return contiguous.withUTF8(bind)
    }

    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

    /// The error for `code`, a failed call on `statement`, with the connection's message.
    static func error(_ code: CInt, of statement: Statement, in db: Database) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: code),
                      message: db.sqliteConnection.map { String(cString: sqlite3_errmsg($0)) }, sql: statement.sql)
    }
}
