import ArgumentParser
import Catalogue
import CommandLineSupport
import Foundation

/// `taproom bundled remove|add`: keep a catalogue of one's own beers only, or bring the bundled
/// beers back.
struct BundledCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundled", abstract: "Remove the bundled beers from a catalogue, or add them back.",
        subcommands: [Remove.self, Add.self])

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remove the bundled beers; your imported beers and everything about them stay.",
            discussion: ExitStatus.discussion("""
                Later upgrades do not bring the bundled beers back. Refuses (exit 1) when someone has \
                favourites, ratings, notes or check-ins on bundled beers, unless --force.
                """))

        @OptionGroup var databaseOptions: DatabaseOptions

        @Flag(help: "Remove them even though favourites, ratings, notes or check-ins on them go too.")
        var force = false

        func run() throws {
            try reportingFailures {
                let removal = try databaseOptions.openStore().removeBundledBeers(discardingPersonalData: force)
                if removal.beers == 0 && removal.personalEntries > 0 {
                    throw CommandFailure(message: """
                        \(removal.personalEntries) favourites, ratings, notes or check-ins are on bundled beers and \
                        would be lost; nothing was removed (give --force to remove them anyway)
                        """, status: .failure)
                }
                print("removed \(removal.beers) bundled beers; \(removal.remainingBeers) beers remain")
            }
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add the bundled beers to a catalogue kept without them; your own beers win where both have one.",
            discussion: ExitStatus.discussion())

        @OptionGroup var databaseOptions: DatabaseOptions

        func run() throws {
            try reportingFailures {
                let store = try databaseOptions.openStore()
                do {
                    try store.addBundledBeers()
                } catch let error as ImportError {
                    throw CommandFailure(message: "\(error)", status: .failure)
                }
                print("the catalogue now has \(try store.stats().beers) beers")
            }
        }
    }
}
