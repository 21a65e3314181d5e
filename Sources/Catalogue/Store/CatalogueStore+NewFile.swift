import Foundation
import GRDB

extension CatalogueStore {
    /// Makes a new catalogue at `path` (the schema, the bundled beers unless told not to, then whatever `body`
    /// writes, such as an import) in a private temporary file beside it, moved into place only
    /// once `body` has returned: nobody sees the catalogue before it is complete, and if `body`
    /// throws, or `keep` is false (a dry run), no catalogue is left behind at all.
    ///
    /// A file nobody else can open needs no write-ahead log while it is made: with its rollback
    /// journal in memory, SQLite writes each page into the file once, instead of into the log
    /// and again into the file at the checkpoint (for a million beers, 370 MB twice, and the log
    /// read back at the commit). An error still rolls back as usual; a crash leaves only the
    /// temporary file. Before it is moved into place the file is switched to WAL, the mode
    /// every catalogue is in, which syncs it.
    ///
    /// `madeTemporaryFile` is told the temporary file's path as soon as it exists, so that a
    /// program can remove it if a signal ends the program before this returns.
    ///
    /// Returns nil without running `body` when there is a catalogue at `path` already, and nil
    /// after discarding what `body` wrote when one appeared there meanwhile (another taproom
    /// made one): the caller then writes into that one.
    public static func makingNew<T>(at path: String, keep: Bool, bundledBeers: Bool = true,
                                    madeTemporaryFile: (String) -> Void = { _ in },
                                    _ body: (CatalogueStore) throws -> T) throws -> T? {
        guard !CatalogueFile.exists(path) else { return nil }
        let temporary = try CatalogueFile.makeTemporaryFile(for: path)
        defer { unlink(temporary) }
        madeTemporaryFile(temporary)
        let result: T
        do {
            // Nobody else knows the file, so nothing can keep it locked.
            var configuration = configuration(readOnly: false, busyTimeout: defaultBusyTimeout)
            configuration.prepareDatabase { db in
                try db.execute(sql: "PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF")
            }
            let queue = try DatabaseQueue(path: temporary, configuration: configuration)
            let store = try CatalogueStore(database: queue)
            defer { try? store.close() }
            if bundledBeers { try installingBundledCatalogue { _ = try BundledCatalogue.install(into: store) } }
            result = try body(store)
            guard keep else { return result }
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
                guard try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") == "wal" else {
                    throw StoreError.cannotOpen(path: path, reason: "the new catalogue could not be switched to WAL")
                }
            }
            try store.close()
        } catch let error as DatabaseError {
            throw storeError(error, path: path)
        }
        if let failure = CatalogueFile.moveIntoPlace(temporary, path, replacing: false) {
            if failure == EEXIST { return nil }
            throw StoreError.cannotOpen(path: path, reason: String(cString: strerror(failure)))
        }
        return result
    }
}
