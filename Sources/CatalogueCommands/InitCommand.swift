import ArgumentParser
import Catalogue
import CommandLineSupport
import Foundation

/// `taproom init [--empty]`: makes a new catalogue, with the bundled beers or, for a person's own
/// list (a bar's taps, a club's cellar), without them.
package struct InitCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Create a new catalogue (with the bundled beers unless --empty).",
        discussion: ExitStatus.discussion("Refuses to touch an existing file or a PostgreSQL database that holds a catalogue."))

    @OptionGroup var databaseOptions: DatabaseOptions

    @OptionGroup var postgresOption: PostgresOption

    @Flag(help: "Leave the bundled beers out, now and on later upgrades (`taproom bundled add` brings them in).")
    var empty = false

    package func validate() throws {
        try postgresOption.validate(with: databaseOptions)
    }

    package func run() throws {
        try reportingFailures {
            if let url = postgresURL {
                let catalogue = try PostgresCatalogues.opener.create(url)
                if !empty { _ = try fromCatalogue { try await catalogue.addBundledBeers() } }
                let beers = try fromCatalogue { try await catalogue.stats().beers }
                print(empty ? "created an empty catalogue at \(catalogue.location.terminalSafe)"
                            : "created a catalogue at \(catalogue.location.terminalSafe) with \(beers) bundled beers")
                return
            }
            let path = databaseOptions.path
            do {
                if empty {
                    let store = try CatalogueStore.createWithoutBundledBeers(path: path, busyTimeout: databaseOptions.busyTimeout)
                    StoresClosedAtExit.add(store)
                    print("created an empty catalogue at \(path.terminalSafe)")
                } else {
                    if FileManager.default.fileExists(atPath: path) { throw StoreError.alreadyExists(path: path) }
                    let beers = try databaseOptions.openOrCreateStore().stats().beers
                    print("created a catalogue at \(path.terminalSafe) with \(beers) bundled beers")
                }
            } catch StoreError.alreadyExists(let path) {
                throw CommandFailure(message: "there is already a file at \(path); nothing was changed", status: .failure)
            }
        }
    }
}

extension InitCommand: PostgresCapableCommand {
    package var postgresURL: String? { postgresOption.url(with: databaseOptions) }
}
