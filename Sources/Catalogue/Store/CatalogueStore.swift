// CatalogueStore: the SQLite catalogue (GRDB DatabasePool, WAL). API in brief:
//   let store = try CatalogueStore(path: path)          // creates dir 0700 + file 0600, migrates
//   let changes = try store.write { tx in               // ONE transaction: all or nothing;
//       try tx.upsertBrewery(NewBrewery(name: "Orval")) //   -> UpsertResult(id:, outcome:)
//       try tx.upsert(beer: NewBeer(...))                //   -> UpsertResult; found by (name, brewery) ignoring case
//       try tx.setMeta("3", forKey: MetaKey.bundledCatalogueVersion)
//       return tx.changes                                //   added/updated/unchanged beers, breweries added
//   }                                                    // throwing in the closure rolls everything back
//   try store.dryRun { tx in ... }                       // same, always rolled back (for --dry-run)
//   try store.search(request) / store.stats() / store.beer(id:) / store.meta(forKey:) read.
// Upsert: non-nil fields overwrite, nil fields keep what is stored; a bundled upsert never touches a beer imported by the user.
import Foundation
import GRDB

public final class CatalogueStore: Sendable {
    public let path: String
    let pool: DatabasePool
    /// What filtered searches run on, kept in memory (see `SearchIndex`).
    let searchIndex = SearchIndexCache()

    /// How long an open or a write waits for another process's write to finish by default.
    public static let defaultBusyTimeout: TimeInterval = 5

    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    /// A database that another process keeps locked for longer than `busyTimeout` seconds is
    /// reported as `StoreError.locked`; one from a newer Taproom as `.newerSchema`, untouched.
    public init(path: String, busyTimeout: TimeInterval = CatalogueStore.defaultBusyTimeout) throws {
        self.path = path
        try Self.prepareFile(at: path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            // A 100,000-beer catalogue is ~50 MB. Pages are read into a bounded page cache per
            // connection rather than mapped: a mapping of the whole file counts every page ever
            // touched in the app's resident memory. NORMAL sync is durable against a crash or
            // kill -9 in WAL mode (only a power cut can lose the last commits).
            try db.execute(sql: """
                PRAGMA cache_size = -16384;
                PRAGMA mmap_size = 0;
                PRAGMA temp_store = MEMORY;
                PRAGMA synchronous = NORMAL;
                """)
        }
        let migrator = CatalogueSchema.migrator
        do {
            // Looked at read-only first: opening a pool may write (it makes sure a WAL file
            // exists), and a damaged file or a newer Taproom's database must not be written to.
            let complete = try Self.inspectSchema(at: path, migrator: migrator, busyTimeout: busyTimeout)
            pool = try DatabasePool(path: path, configuration: configuration)
            // An up-to-date database is not migrated, so it opens without taking the write lock.
            if !complete { try migrator.migrate(pool) }
        } catch let error as DatabaseError {
            throw Self.storeError(error, path: path)
        }
    }

    /// Whether every known migration has been applied; throws `.newerSchema` when the database
    /// records a migration this build does not know.
    private static func inspectSchema(at path: String, migrator: DatabaseMigrator,
                                      busyTimeout: TimeInterval) throws -> Bool {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        let (superseded, complete) = try queue.read { db in
            (try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db))
        }
        if superseded { throw StoreError.newerSchema(path: path) }
        return complete
    }

    /// Runs `body` in one write transaction and commits it; any error rolls it all back.
    public func write<T>(_ body: (CatalogueTransaction) throws -> T) throws -> T {
        try writing { db in try body(CatalogueTransaction(db)) }
    }

    /// The store's own write transactions: a lock held too long or a damaged page comes out
    /// as a `StoreError` a user can read.
    func writing<T>(_ body: (Database) throws -> T) throws -> T {
        try reportingLockAndDamage { try pool.write(body) }
    }

    /// The store's reads, with errors reported as in `writing`.
    func reading<T>(_ body: (Database) throws -> T) throws -> T {
        try reportingLockAndDamage { try pool.read(body) }
    }

    /// Runs `body` in one write transaction and always rolls it back: what an import *would* do.
    public func dryRun<T>(_ body: (CatalogueTransaction) throws -> T) throws -> T {
        try reportingLockAndDamage { try dryRunTransaction(body) }
    }

    private func dryRunTransaction<T>(_ body: (CatalogueTransaction) throws -> T) throws -> T {
        try pool.writeWithoutTransaction { db in
            var result: T?
            try db.inTransaction(.immediate) {
                result = try body(CatalogueTransaction(db))
                return .rollback
            }
            guard let result else { throw StoreError.invalidValue("dry run produced no result") }
            return result
        }
    }

    /// Turns "locked" and "damaged" SQLite errors into their `StoreError`s; others pass through.
    func reportingLockAndDamage<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            switch error.resultCode {
            case .SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_NOTADB, .SQLITE_CORRUPT: throw Self.storeError(error, path: path)
            default: throw error
            }
        }
    }

    /// A value from the meta table (for example the bundled catalogue version).
    public func meta(forKey key: String) throws -> String? {
        try reading { db in try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key]) }
    }

    // MARK: - Opening

    /// Creates the directory (0700) and the file (0600) before SQLite sees them, so the database
    /// is private from its first byte; SQLite gives its -wal and -shm files the same mode.
    private static func prepareFile(at path: String) throws {
        let manager = FileManager.default
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty, !manager.fileExists(atPath: directory) {
            do {
                try manager.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                            attributes: [.posixPermissions: 0o700])
            } catch {
                throw StoreError.cannotOpen(path: path, reason: "cannot create directory \(directory): \(error.localizedDescription)")
            }
        }
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw StoreError.cannotOpen(path: path, reason: "it is a directory") }
            return
        }
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            throw StoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        close(descriptor)
    }

    /// The user-facing form of an SQLite error met while opening or first writing the store.
    static func storeError(_ error: DatabaseError, path: String) -> StoreError {
        let reason = error.message ?? "\(error.resultCode)"
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_FORMAT: return .corrupt(path: path, reason: reason)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .locked(path: path)
        default: return .cannotOpen(path: path, reason: reason)
        }
    }
}

/// Keys of the meta table.
public enum MetaKey {
    /// Version stamp of the bundled catalogue last loaded into this database.
    public static let bundledCatalogueVersion = "bundled_catalogue_version"
    /// Changes whenever a search could see a change (see `SearchIndex`).
    static let searchRevision = "search_revision"
}
