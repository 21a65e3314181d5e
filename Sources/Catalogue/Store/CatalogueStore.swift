// CatalogueStore: the SQLite catalogue over any GRDB `DatabaseWriter`. API in brief:
//   let store = try CatalogueStore(path: path)          // a DatabasePool (WAL); creates dir 0700 + file 0600, migrates
//   try CatalogueStore(path: path, access: .existing)   // must exist; read-only if not writable
//   try CatalogueStore.inMemory()                       // a DatabaseQueue in memory (tests, scratch work)
//   try CatalogueStore(database: writer)                // any DatabaseWriter, migrated
//   try store.close()                                    // checkpoints: the .sqlite file alone is complete
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
import Locking

public final class CatalogueStore: Sendable {
    public let path: String
    /// True when the database was opened for reading only: asked for (`.readOnly`), or because
    /// this user cannot write the file. Writes then fail with `StoreError.readOnly`.
    public let isReadOnly: Bool
    /// A `DatabasePool` for a file (readers run beside the writer), or any other writer such as
    /// an in-memory `DatabaseQueue`.
    let database: any DatabaseWriter
    /// Set by `close()`, which runs once.
    let isClosed = Locked(false)
    /// What filtered searches run on, kept in memory (see `SearchIndex`).
    let searchIndex = SearchIndexCache()
    /// Stopped by `close()`, so that it does not wait for a long read such as the index load.
    let reads = StoppableReads()
    /// Read-only by choice on a file this user can write, opened with no -wal or -shm beside it:
    /// reading makes them, and only a connection that can write removes them (`close()`).
    let removesLogFilesOnClose: Bool

    /// How long an open or a write waits for another process's write to finish by default.
    public static let defaultBusyTimeout: TimeInterval = 5

    /// Opens the database at `path` (creating it first with `.createIfMissing`, the default) and
    /// brings its schema up to date. A file this user cannot write opens read-only. A database
    /// that another process keeps locked for longer than `busyTimeout` seconds is reported as
    /// `StoreError.locked`; one from a newer Taproom as `.newerSchema`, untouched; no file as
    /// `.missing` and a 0-byte file as `.emptyFile`, both untouched.
    public convenience init(path: String, access: StoreAccess = .createIfMissing,
                            busyTimeout: TimeInterval = CatalogueStore.defaultBusyTimeout) throws {
        let migrator = CatalogueSchema.migrator
        if access == .createIfMissing, !CatalogueFile.exists(path) {
            try CatalogueFile.create(at: path, migrator: migrator)
        }
        try CatalogueFile.checkExisting(at: path)
        let isReadOnly = access == .readOnly || !CatalogueFile.isWritable(path)
        let removesLogFiles = access == .readOnly && CatalogueFile.isWritable(path)
            && !CatalogueFile.exists(path + "-wal") && !CatalogueFile.exists(path + "-shm")
        let pool: DatabasePool
        do {
            // Looked at read-only first: opening a pool may write (it makes sure a WAL file
            // exists), and a damaged file or a newer Taproom's database must not be written to.
            let name = CatalogueFile.sqliteName(for: path, readOnly: isReadOnly)
            let complete = try Self.inspectSchema(at: name, migrator: migrator, busyTimeout: busyTimeout, path: path)
            if !complete, isReadOnly { throw StoreError.readOnlyNeedsUpgrade(path: path) }
            pool = try DatabasePool(path: name, configuration: Self.configuration(readOnly: isReadOnly, busyTimeout: busyTimeout))
            // An up-to-date database is not migrated, so it opens without taking the write lock.
            if !complete { try Self.migrate(pool, with: migrator) }
        } catch let error as DatabaseError {
            throw Self.storeError(error, path: path)
        }
        self.init(opened: pool, path: path, isReadOnly: isReadOnly, removesLogFilesOnClose: removesLogFiles)
    }

    /// A store over `database`, whose schema is brought up to date first (unless it is read-only).
    /// Its `path` is the writer's (":memory:" for a database in memory).
    public convenience init(database: some DatabaseWriter) throws {
        let isReadOnly = database.configuration.readonly
        let migrator = CatalogueSchema.migrator
        do {
            if try database.read(migrator.hasBeenSuperseded) { throw StoreError.newerSchema(path: database.path) }
            if !isReadOnly { try Self.migrate(database, with: migrator) }
        } catch let error as DatabaseError {
            throw Self.storeError(error, path: database.path)
        }
        self.init(opened: database, path: database.path, isReadOnly: isReadOnly)
    }

    /// A new, empty catalogue in memory, configured as a file's would be: for tests and other
    /// work where the file is not the point.
    public static func inMemory() throws -> CatalogueStore {
        try CatalogueStore(database: DatabaseQueue(configuration: configuration(readOnly: false, busyTimeout: defaultBusyTimeout)))
    }

    private init(opened database: any DatabaseWriter, path: String, isReadOnly: Bool, removesLogFilesOnClose: Bool = false) {
        self.database = database
        self.path = path
        self.isReadOnly = isReadOnly
        self.removesLogFilesOnClose = removesLogFilesOnClose
    }

    /// Brings `database`'s schema up to date with its temporary data in files, as a bulk write
    /// keeps it. A migration may rewrite a whole table into pages another one freed (v8 copies
    /// the beers), and SQLite keeps those pages' old contents for the statement's rollback: in
    /// memory, with the store's `temp_store = MEMORY`, that was 150 MB more at a million beers;
    /// in a file it is the system's page cache, not the process's memory.
    ///
    /// When the migrations leave more than a quarter of the file free (a table or index they
    /// dropped: at a million beers, v7 and v8 free 161 MB of a 430 MB file), the file is
    /// rewritten without those pages (`VACUUM`) rather than keeping them until later writes reuse them.
    /// A database already up to date is left as it is: its free pages are its own writes' to reuse.
    static func migrate(_ database: some DatabaseWriter, with migrator: DatabaseMigrator) throws {
        guard try !database.read(migrator.hasCompletedMigrations) else { return }
        // Only outside a transaction can the setting change; the pool's one writer keeps it.
        try database.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA temp_store = FILE") }
        defer { try? database.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA temp_store = MEMORY") } }
        try migrator.migrate(database)
        try database.writeWithoutTransaction { db in
            let free = try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            if free * 4 > pages { try db.execute(sql: "VACUUM") }
        }
    }

    /// The connections' configuration, the same for a file and for memory.
    static func configuration(readOnly: Bool, busyTimeout: TimeInterval) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readOnly
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
        return configuration
    }

    /// Whether opening `path` for writing will first bring an older Taproom's catalogue up to
    /// date: a migration may rebuild a large table (v7 builds the full-text indexes and v8 copies
    /// the beers: 20 s at a million beers), so a command can say so before it seems to hang.
    /// False when there is no such catalogue, when it cannot be written, or when it cannot be
    /// read (opening it reports why).
    public static func needsUpgrade(path: String, busyTimeout: TimeInterval = defaultBusyTimeout) -> Bool {
        guard (try? CatalogueFile.checkExisting(at: path)) != nil, CatalogueFile.isWritable(path),
              let complete = try? inspectSchema(at: path, migrator: CatalogueSchema.migrator,
                                                busyTimeout: busyTimeout, path: path) else { return false }
        return !complete
    }

    /// Whether every known migration has been applied; throws `.newerSchema` when the database
    /// records a migration this build does not know.
    private static func inspectSchema(at name: String, migrator: DatabaseMigrator,
                                      busyTimeout: TimeInterval, path: String) throws -> Bool {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        let queue = try DatabaseQueue(path: name, configuration: configuration)
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

    /// The store's own write transactions: a lock held too long, a damaged page or a read-only
    /// catalogue comes out as a `StoreError` a user can read.
    func writing<T>(_ body: (Database) throws -> T) throws -> T {
        if isReadOnly { throw StoreError.readOnly(path: path) }
        return try reportingLockAndDamage { try database.write(body) }
    }

    /// The store's reads, with errors reported as in `writing`. Once `close()` has begun they
    /// fail with `StoreError.closed`, those running then included.
    func reading<T>(_ body: (Database) throws -> T) throws -> T {
        if reads.isStopped { throw StoreError.closed(path: path) }
        do {
            return try reportingLockAndDamage { try database.read { db in try reads.run(db) { try body(db) } } }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT && reads.isStopped {
            throw StoreError.closed(path: path)
        }
    }

    /// Runs `body` in one write transaction and always rolls it back: what an import *would* do.
    public func dryRun<T>(_ body: (CatalogueTransaction) throws -> T) throws -> T {
        if isReadOnly { throw StoreError.readOnly(path: path) }
        return try reportingLockAndDamage { try dryRunTransaction(body) }
    }

    private func dryRunTransaction<T>(_ body: (CatalogueTransaction) throws -> T) throws -> T {
        try database.writeWithoutTransaction { db in
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
            case .SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_READONLY:
                throw Self.storeError(error, path: path)
            default: throw error
            }
        }
    }

    /// A value from the meta table (for example the bundled catalogue version).
    public func meta(forKey key: String) throws -> String? {
        try reading { db in try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key]) }
    }

    // MARK: - Opening

    /// The user-facing form of an SQLite error met while opening or first writing the store.
    static func storeError(_ error: DatabaseError, path: String) -> StoreError {
        let reason = error.message ?? "\(error.resultCode)"
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_FORMAT: return .corrupt(path: path, reason: reason)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .locked(path: path)
        case .SQLITE_READONLY: return .readOnly(path: path)
        default: return .cannotOpen(path: path, reason: reason)
        }
    }
}

/// Keys of the meta table.
public enum MetaKey {
    /// Version stamp of the bundled catalogue last loaded into this database.
    public static let bundledCatalogueVersion = "bundled_catalogue_version"
    /// Present when the owner keeps this catalogue without the bundled beers: they are not loaded again.
    public static let bundledCatalogueLeftOut = "bundled_catalogue_left_out"
    /// Changes whenever a search could see a change (see `SearchIndex`).
    static let searchRevision = "search_revision"
    /// Changes whenever a favourite, rating or note changes (the served revision's other half).
    static let personalRevision = "personal_revision"
}
