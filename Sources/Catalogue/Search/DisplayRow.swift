import GRDB

/// One result row's display columns (`CatalogueStore.displayColumns`), as SQLite gave them.
/// Read straight from the statement rather than as GRDB `Row`s: a fetched `Row` copies the
/// column names with every row, and decoding from it (even `String?` or `Int64`) looks up
/// generic metadata on every value, 650 times for a page of 50 rows of 13 columns. The accessors
/// convert with each type's own GRDB conversion, so values read exactly as `Row` reads them.
struct DisplayRow {
    private let values: [DatabaseValue]

    /// Every row `statement` answers with `arguments`.
    static func fetchAll(_ statement: Statement, arguments: StatementArguments) throws -> [DisplayRow] {
        let columns = (0 ..< CInt(statement.columnCount))
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        var result: [DisplayRow] = []
        while try rows.next() != nil {
            result.append(DisplayRow(values: columns.map { DatabaseValue(sqliteStatement: statement.sqliteStatement, index: $0) }))
        }
        return result
    }

    /// The value at `index` as it is stored.
    subscript(_ index: Int) -> DatabaseValue { values[index] }

    /// The integer at `index`; 0 for NULL (an id, a count or a flag).
    func integer(at index: Int) -> Int64 {
        Int64.fromDatabaseValue(values[index]) ?? 0
    }

    /// The text at `index`; nil for NULL.
    func text(at index: Int) -> String? {
        String.fromDatabaseValue(values[index])
    }

    /// The number at `index`; nil for NULL.
    func number(at index: Int) -> Double? {
        Double.fromDatabaseValue(values[index])
    }

    /// The whole number at `index`; nil for NULL.
    func optionalInteger(at index: Int) -> Int? {
        Int.fromDatabaseValue(values[index])
    }
}
