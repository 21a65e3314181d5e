import GRDB
import GRDBSQLite
import Synchronization

/// Lets `CatalogueStore.close()` stop the store's reads in flight instead of waiting for them:
/// at a million beers the search index takes seconds to load, and quitting the app must not
/// wait for it. Each read runs with an SQLite progress handler that, once `stop()` is called,
/// makes its statement fail with `SQLITE_INTERRUPT` within a thousand virtual-machine steps
/// (`CatalogueStore.reading` refuses reads that start afterwards). Writes are never stopped, so
/// nothing a person saved is rolled back.
final class StoppableReads: Sendable {
    private let stopped = Atomic(false)

    var isStopped: Bool { stopped.load(ordering: .acquiring) }

    /// Stops the reads running now and every later one.
    func stop() { stopped.store(true, ordering: .releasing) }

    /// Runs `body`, a read on `db`, so that `stop()` interrupts it.
    func run<T>(_ db: Database, _ body: () throws -> T) throws -> T {
        guard let connection = db.sqliteConnection else { return try body() }
        // Unretained: the handler is removed below, before this read returns, and the store
        // that owns this object outlives its reads.
        let context = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_progress_handler(connection, 1_000, { context in
            guard let context else { return 0 }
            return Unmanaged<StoppableReads>.fromOpaque(context).takeUnretainedValue().isStopped ? 1 : 0
        }, context)
        defer { sqlite3_progress_handler(connection, 0, nil, nil) }
        return try body()
    }
}
