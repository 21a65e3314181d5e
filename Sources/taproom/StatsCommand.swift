import ArgumentParser
import Catalogue
import Foundation

/// `taproom stats`: counts of beers, breweries, styles and users.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "stats", abstract: "Print catalogue counts.")

    @OptionGroup var databaseOptions: DatabaseOptions

    @Flag(help: "Print one JSON object.")
    var json = false

    func run() throws {
        try reportingFailures {
            let stats = try databaseOptions.openStore().stats()
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                print(String(decoding: try encoder.encode(stats), as: UTF8.self))
            } else {
                print(TextTable(headers: ["beers", String(stats.beers)], rightAligned: [1], maximumWidth: 40).render([
                    ["breweries", String(stats.breweries)],
                    ["styles", String(stats.styles)],
                    ["users", String(stats.users)],
                ]))
            }
        }
    }
}
