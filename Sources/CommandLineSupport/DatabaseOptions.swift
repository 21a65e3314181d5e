import ArgumentParser
import Catalogue
import Foundation

/// `--database PATH` and `--read-only`, shared by every subcommand. Without `--database`:
/// TAPROOM_DATABASE, then $XDG_DATA_HOME/taproom/taproom.sqlite, then ~/.local/share/taproom/taproom.sqlite.
package struct DatabaseOptions: ParsableArguments {
    @Option(name: .long, help: "The catalogue database file.")
    package var database: String?

    @Flag(name: .customLong("read-only"),
          help: "Open the catalogue for reading only (as when its file cannot be written).")
    package var readOnly = false

    package init() {}

    package var path: String {
        DatabaseLocation.resolve(explicit: database, environment: ProcessInfo.processInfo.environment)
    }

    /// Whether no path was chosen (neither `--database` nor TAPROOM_DATABASE): the app's
    /// default database, the one place the app may make a new catalogue.
    package var isDefaultLocation: Bool {
        (database ?? "").isEmpty && (ProcessInfo.processInfo.environment["TAPROOM_DATABASE"] ?? "").isEmpty
    }

    /// Seconds to wait for a database another process is writing: TAPROOM_BUSY_TIMEOUT, or the
    /// store's default.
    package var busyTimeout: TimeInterval {
        ProcessInfo.processInfo.environment["TAPROOM_BUSY_TIMEOUT"].flatMap(TimeInterval.init)
            .flatMap { $0 >= 0 && $0.isFinite ? $0 : nil } ?? CatalogueStore.defaultBusyTimeout
    }

    /// Opens an existing catalogue (reading never creates one): `StoreError.missing` when there
    /// is none. Read-only with `--read-only` or when the file cannot be written.
    package func openStore() throws -> CatalogueStore {
        try open(readOnly ? .readOnly : .existing)
    }

    /// Opens the catalogue, making a new one (with the bundled beers) when there is none: only
    /// for `import`, `account create` and the app's default database.
    package func openOrCreateStore() throws -> CatalogueStore {
        try open(readOnly ? .readOnly : .createIfMissing)
    }

    /// Opens the store (loading the bundled catalogue into a new database), or reports why it
    /// cannot be opened and exits with `ExitStatus.database`. The store is closed, which leaves
    /// its file complete, when the process exits.
    private func open(_ access: StoreAccess) throws -> CatalogueStore {
        if access != .readOnly, CatalogueStore.needsUpgrade(path: path, busyTimeout: busyTimeout) {
            FileHandle.standardError.write(Data(
                "taproom: upgrading the catalogue at \(path.terminalSafe) for this version (once; seconds for a large one)\n".utf8))
        }
        do {
            let store = try CatalogueStore.openInstallingBundledCatalogue(path: path, access: access, busyTimeout: busyTimeout)
            StoresClosedAtExit.add(store)
            return store
        } catch StoreError.missing(let path) {
            throw CommandFailure(message: "no catalogue at \(path) (`taproom init` or `taproom import` makes one)",
                                 status: .database)
        } catch {
            throw CommandFailure(message: "\(error)", status: .database)
        }
    }
}
