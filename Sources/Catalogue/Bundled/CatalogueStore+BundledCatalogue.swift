import Foundation
import GRDB

extension CatalogueStore {
    /// Opens the store at `path` the way the app and every `taproom` subcommand do: creating it if
    /// needed, migrating it, and loading the bundled catalogue on the first open of a database and
    /// again when a newer bundled version ships (user data and imported beers are never touched).
    ///
    /// Errors are `StoreError`s whose descriptions a user can act on: `.cannotOpen` (unreadable,
    /// not creatable), `.locked` (another process kept it locked for `busyTimeout` seconds),
    /// `.corrupt` (not a database, or damaged) and `.newerSchema` (made by a newer Taproom; left
    /// untouched). A bundled catalogue missing from the installation does not stop the open: the
    /// store works without it, and the next open tries again. A read-only store, or one whose
    /// owner removed the bundled beers (`removeBundledBeers`), is left as it is.
    public static func openInstallingBundledCatalogue(
        path: String, access: StoreAccess = .createIfMissing, busyTimeout: TimeInterval = CatalogueStore.defaultBusyTimeout
    ) throws -> CatalogueStore {
        try opening(path: path, access: access, busyTimeout: busyTimeout) { try BundledCatalogue.install(into: $0) }
    }

    /// `openInstallingBundledCatalogue` with the installation step given (a test seam).
    static func opening(path: String, access: StoreAccess = .createIfMissing, busyTimeout: TimeInterval,
                        installing install: (CatalogueStore) throws -> Void) throws -> CatalogueStore {
        let store = try CatalogueStore(path: path, access: access, busyTimeout: busyTimeout)
        if store.isReadOnly { return store }
        do {
            try installingBundledCatalogue { try install(store) }
        } catch let error as DatabaseError {
            throw storeError(error, path: path)
        }
        return store
    }

    /// Runs `install`, which installs the bundled catalogue, unless this Taproom was installed
    /// without its resources: an empty (or older) catalogue is still usable.
    static func installingBundledCatalogue(_ install: () throws -> Void) throws {
        do {
            try install()
        } catch ImportError.unreadableFile {
            // Not installed with its resources.
        }
    }
}
