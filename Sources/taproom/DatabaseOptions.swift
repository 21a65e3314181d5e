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

    /// Opens the store, or reports why it cannot be opened and exits with `ExitStatus.database`.
    func openStore() throws -> CatalogueStore {
        do {
            return try CatalogueStore(path: path)
        } catch {
            throw CommandFailure(message: "\(error)", status: .database)
        }
    }
}
