@testable import Catalogue
import GRDB
import XCTest

/// `RowInserter` binds through SQLite's C API; what it stores must be exactly what was given,
/// and a failed row must leave it ready for the next.
final class RowInserterTests: XCTestCase {
    private func table() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.write { try $0.execute(sql: "CREATE TABLE t (a TEXT, b INTEGER, c REAL, d TEXT NOT NULL)") }
        return queue
    }

    func testStoresTextNumbersAndNullsAsGiven() throws {
        let queue = try table()
        let rows: [(String?, Int64?, Double?, String)] = [
            ("plain", 1, 4.5, ""),
            (nil, nil, nil, "Kölsch Ümlaut 🍺"),
            ("", Int64.max, -0.25, String(repeating: "long text ", count: 100)),
        ]
        try queue.write { db in
            let inserter = try RowInserter(db, sql: "INSERT INTO t (a, b, c, d) VALUES (?, ?, ?, ?)")
            for (a, b, c, d) in rows {
                var row = inserter.row()
                row.text(a)
                row.integer(b)
                row.real(c)
                row.text(d)
                try inserter.insert(row)
            }
        }
        let stored = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT a, b, c, d, typeof(a) FROM t ORDER BY rowid")
        }
        XCTAssertEqual(stored.count, rows.count)
        for (row, expected) in zip(stored, rows) {
            XCTAssertEqual(row["a"] as String?, expected.0)
            XCTAssertEqual(row["b"] as Int64?, expected.1)
            XCTAssertEqual(row["c"] as Double?, expected.2)
            XCTAssertEqual(row["d"] as String, expected.3)
        }
        XCTAssertEqual(stored[2][4] as String, "text", "an empty string is text, not NULL")
        XCTAssertEqual(stored[1][4] as String, "null")
    }

    func testAFailedRowThrowsTheStatementsErrorAndTheNextRowGoesIn() throws {
        let queue = try table()
        try queue.write { db in
            let inserter = try RowInserter(db, sql: "INSERT INTO t (a, d) VALUES (?, ?)")
            var failing = inserter.row()
            failing.text("first")
            failing.text(nil)
            XCTAssertThrowsError(try inserter.insert(failing)) { error in
                let error = error as? DatabaseError
                XCTAssertEqual(error?.resultCode, .SQLITE_CONSTRAINT)
                XCTAssertEqual(error?.sql, "INSERT INTO t (a, d) VALUES (?, ?)")
                XCTAssertTrue(error?.message?.contains("t.d") == true, error?.message ?? "no message")
            }
            var next = inserter.row()
            next.text("second")
            next.text("kept")
            try inserter.insert(next)
        }
        XCTAssertEqual(try queue.read { try String.fetchAll($0, sql: "SELECT a FROM t") }, ["second"])
    }

    func testABindingBeyondThePlaceholdersThrowsAndInsertsNothing() throws {
        let queue = try table()
        try queue.write { db in
            let inserter = try RowInserter(db, sql: "INSERT INTO t (d) VALUES (?)")
            var row = inserter.row()
            row.text("one")
            row.text("too many")
            XCTAssertThrowsError(try inserter.insert(row)) { error in XCTAssertEqual((error as? DatabaseError)?.resultCode, .SQLITE_RANGE) }
        }
        XCTAssertEqual(try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM t") }, 0)
    }

    func testARowWithTooFewValuesThrowsInsteadOfKeepingThePreviousRowsValues() throws {
        let queue = try table()
        try queue.write { db in
            let inserter = try RowInserter(db, sql: "INSERT INTO t (a, d) VALUES (?, ?)")
            var first = inserter.row()
            first.text("first")
            first.text("first d")
            try inserter.insert(first)
            var second = inserter.row()
            second.text("second")
            XCTAssertThrowsError(try inserter.insert(second)) { error in
                XCTAssertEqual((error as? DatabaseError)?.resultCode, .SQLITE_RANGE)
                XCTAssertEqual((error as? DatabaseError)?.message, "1 of 2 values bound")
            }
        }
        XCTAssertEqual(try queue.read { try String.fetchAll($0, sql: "SELECT d FROM t") }, ["first d"])
    }
}
