@testable import Catalogue
import Foundation
import GRDB
import Locking
import PTYTestSupport
import XCTest

/// Closing does not wait for a long read (the search index loading at a million beers takes
/// seconds, and quitting must not): reads are stopped, later ones refused; a write in flight
/// finishes and is kept.
final class StoreClosingWhileBusyTests: XCTestCase {
    /// A read of 300 million rows: minutes, unless something stops it.
    private static let endlessRead = """
        WITH RECURSIVE counter(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM counter)
        SELECT count(*) FROM (SELECT x FROM counter LIMIT 300000000)
        """

    func testClosingStopsAReadInFlightAndRefusesLaterReads() throws {
        let store = try CatalogueStore(path: makeTemporaryDirectory().appendingPathComponent("db.sqlite").path)
        let started = expectation(description: "the read started")
        let ended = expectation(description: "the read ended")
        let outcome = Locked<Result<Int?, Error>?>(nil)
        Thread.detachNewThread {
            let result = Result {
                try store.reading { db in
                    started.fulfill()
                    return try Int.fetchOne(db, sql: Self.endlessRead)
                }
            }
            outcome.withLock { $0 = result }
            ended.fulfill()
        }
        wait(for: [started], timeout: 10)
        try store.close()
        wait(for: [ended], timeout: 10)
        let result = try XCTUnwrap(outcome.withLock { $0 })
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertEqual(error as? StoreError, .closed(path: store.path))
        }
        XCTAssertThrowsError(try store.stats()) { error in
            XCTAssertEqual(error as? StoreError, .closed(path: store.path))
        }
    }

    func testAWriteInFlightWhenClosingFinishesAndIsKept() throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("db.sqlite").path
        let store = try CatalogueStore(path: path)
        let started = expectation(description: "the write started")
        let ended = expectation(description: "the write ended")
        let outcome = Locked<Error?>(nil)
        Thread.detachNewThread {
            do {
                try store.writing { db in
                    started.fulfill()
                    // Long enough that closing begins while it runs.
                    try db.execute(sql: "CREATE TABLE notes_in_flight (x INTEGER)")
                    try db.execute(sql: """
                        WITH RECURSIVE counter(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM counter)
                        INSERT INTO notes_in_flight SELECT x FROM counter LIMIT 2000000
                        """)
                }
            } catch {
                outcome.withLock { $0 = error }
            }
            ended.fulfill()
        }
        wait(for: [started], timeout: 10)
        try store.close()
        wait(for: [ended], timeout: 60)
        XCTAssertNil(outcome.withLock { $0 })
        let reopened = try DatabaseQueue(path: path)
        defer { try? reopened.close() }
        XCTAssertEqual(try reopened.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM notes_in_flight") }, 2_000_000)
    }
}
