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

    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    public init(path: String) throws {
        self.path = path
        try Self.prepareFile(at: path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            // A 100,000-beer catalogue is ~50 MB: read it through mmap and keep hot pages cached,
            // instead of a syscall and a copy per page. NORMAL sync is durable against a crash
            // or kill -9 in WAL mode (only a power cut can lose the last commits).
            try db.execute(sql: """
                PRAGMA cache_size = -32768;
                PRAGMA mmap_size = 268435456;
                PRAGMA temp_store = MEMORY;
                PRAGMA synchronous = NORMAL;
                """)
        }
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch let error as DatabaseError {
            throw Self.storeError(error, path: path)
        }
        do {
            let migrator = CatalogueSchema.migrator
            if try pool.read({ try migrator.hasBeenSuperseded($0) }) {
                throw StoreError.newerSchema(path: path)
            }
            try migrator.migrate(pool)
        } catch let error as DatabaseError {
            throw Self.storeError(error, path: path)
        }
    }

    /// Runs `body` in one write transaction and commits it; any error rolls it all back.
    public func write<T>(_ body: (CatalogueTransaction) throws -> T) throws -> T {
        try pool.write { db in try body(CatalogueTransaction(db)) }
    }

    /// Runs `body` in one write transaction and always rolls it back: what an import *would* do.
    public func dryRun<T>(_ body: (CatalogueTransaction) throws -> T) throws -> T {
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

    /// A value from the meta table (for example the bundled catalogue version).
    public func meta(forKey key: String) throws -> String? {
        try pool.read { db in try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key]) }
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

    private static func storeError(_ error: DatabaseError, path: String) -> StoreError {
        let reason = error.message ?? "\(error.resultCode)"
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_FORMAT: return .corrupt(path: path, reason: reason)
        default: return .cannotOpen(path: path, reason: reason)
        }
    }
}

/// Keys of the meta table.
public enum MetaKey {
    /// Version stamp of the bundled catalogue last loaded into this database.
    public static let bundledCatalogueVersion = "bundled_catalogue_version"
}
