import Dispatch
import GRDB
import XCTest

/// Another connection that keeps a write transaction open on a database (as a second `taproom`
/// importing would) while a test runs `body`, then rolls it back.
enum DatabaseLockHolder {
    static func holding(_ kind: Database.TransactionKind = .immediate, on path: String,
                        _ body: () throws -> Void) throws {
        let queue = try DatabaseQueue(path: path)
        let locked = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            defer { finished.signal() }
            try? queue.inTransaction(kind) { db in
                // A write makes the lock real in both WAL and rollback-journal modes.
                try db.execute(sql: "CREATE TABLE IF NOT EXISTS lock_holder (x); INSERT INTO lock_holder VALUES (1)")
                locked.signal()
                release.wait()
                return .rollback
            }
            locked.signal()  // in case the transaction could not start: do not leave the test waiting
        }
        guard locked.wait(timeout: .now() + 10) == .success else { return XCTFail("the lock was never taken") }
        defer {
            release.signal()
            finished.wait()
        }
        try body()
    }
}
