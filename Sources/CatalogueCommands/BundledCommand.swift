import ArgumentParser
import Catalogue
import CommandLineSupport
import Foundation

/// `taproom bundled remove|add`: keep a catalogue of one's own beers only, or bring the bundled
/// beers back.
package struct BundledCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "bundled", abstract: "Remove the bundled beers from a catalogue, or add them back.",
        subcommands: [Remove.self, Add.self])

    package struct Remove: ParsableCommand {
        package init() {}

        package static let configuration = CommandConfiguration(
            abstract: "Remove the bundled beers; your imported beers and everything about them stay.",
            discussion: ExitStatus.discussion("""
                Later upgrades do not bring the bundled beers back. Refuses (exit 1) when someone has \
                favourites, ratings, notes or check-ins on bundled beers, unless --force.
                """))

        @OptionGroup var databaseOptions: DatabaseOptions

        @OptionGroup var postgresOption: PostgresOption

        @Flag(help: "Remove them even though favourites, ratings, notes or check-ins on them go too.")
        var force = false

        package func validate() throws {
            try postgresOption.validate(with: databaseOptions)
        }

        package func run() throws {
            try reportingFailures {
                let force = self.force
                let removal: CatalogueStore.BundledRemoval
                if let postgresURL {
                    let catalogue = try PostgresCatalogues.open(postgresURL)
                    removal = try fromCatalogue { try await catalogue.removeBundledBeers(discardingPersonalData: force) }
                } else {
                    removal = try databaseOptions.openStore().removeBundledBeers(discardingPersonalData: force)
                }
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

    package struct Add: ParsableCommand {
        package init() {}

        package static let configuration = CommandConfiguration(
            abstract: "Add the bundled beers to a catalogue kept without them; your own beers win where both have one.",
            discussion: ExitStatus.discussion())

        @OptionGroup var databaseOptions: DatabaseOptions

        @OptionGroup var postgresOption: PostgresOption

        package func validate() throws {
            try postgresOption.validate(with: databaseOptions)
        }

        package func run() throws {
            try reportingFailures {
                let beers: Int
                do {
                    if let postgresURL {
                        let catalogue = try PostgresCatalogues.open(postgresURL)
                        beers = try fromCatalogue {
                            try await catalogue.addBundledBeers()
                            return try await catalogue.stats().beers
                        }
                    } else {
                        let store = try databaseOptions.openStore()
                        try store.addBundledBeers()
                        beers = try store.stats().beers
                    }
                } catch let error as ImportError {
                    throw CommandFailure(message: "\(error)", status: .failure)
                }
                print("the catalogue now has \(beers) beers")
            }
        }
    }
}

extension BundledCommand.Remove: PostgresCapableCommand {
    package var postgresURL: String? { postgresOption.url(with: databaseOptions) }
}

extension BundledCommand.Add: PostgresCapableCommand {
    package var postgresURL: String? { postgresOption.url(with: databaseOptions) }
}
