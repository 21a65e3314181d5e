import ArgumentParser
import Catalogue
import CommandLineSupport
import Foundation

/// `taproom init [--empty]`: makes a new catalogue, with the bundled beers or, for a person's own
/// list (a bar's taps, a club's cellar), without them.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Create a new catalogue (with the bundled beers unless --empty).",
        discussion: ExitStatus.discussion("Refuses to touch an existing file."))

    @OptionGroup var databaseOptions: DatabaseOptions

    @Flag(help: "Leave the bundled beers out, now and on later upgrades (`taproom bundled add` brings them in).")
    var empty = false

    func run() throws {
        try reportingFailures {
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
