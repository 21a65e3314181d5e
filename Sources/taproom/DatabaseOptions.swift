import ArgumentParser
import Catalogue
import Foundation

/// `--database PATH`, shared by every subcommand. Without it: TAPROOM_DATABASE, then
/// $XDG_DATA_HOME/taproom/taproom.sqlite, then ~/.local/share/taproom/taproom.sqlite.
struct DatabaseOptions: ParsableArguments {
    @Option(name: .long, help: "The catalogue database file.")
    var database: String?

    var path: String {
        DatabaseLocation.resolve(explicit: database, environment: ProcessInfo.processInfo.environment)
    }

    /// Seconds to wait for a database another process is writing: TAPROOM_BUSY_TIMEOUT, or the
    /// store's default.
    var busyTimeout: TimeInterval {
        ProcessInfo.processInfo.environment["TAPROOM_BUSY_TIMEOUT"].flatMap(TimeInterval.init)
            .flatMap { $0 >= 0 && $0.isFinite ? $0 : nil } ?? CatalogueStore.defaultBusyTimeout
    }

    /// Opens the store (loading the bundled catalogue into a new database), or reports why it
    /// cannot be opened and exits with `ExitStatus.database`.
    func openStore() throws -> CatalogueStore {
        do {
            return try CatalogueStore.openInstallingBundledCatalogue(path: path, busyTimeout: busyTimeout)
        } catch {
            throw CommandFailure(message: "\(error)", status: .database)
        }
    }
}
