import ArgumentParser
import Catalogue
import CommandLineSupport
import Foundation

/// `taproom stats`: counts of beers, breweries, styles and users, of a local catalogue or a server's.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Print catalogue counts.", discussion: ExitStatus.discussion())

    @OptionGroup var databaseOptions: DatabaseOptions

    @OptionGroup var serverOptions: ServerOptions

    @Flag(help: "Print one JSON object.")
    var json = false

    func validate() throws {
        try serverOptions.validate(with: databaseOptions)
    }

    func run() throws {
        try reportingFailures {
            let catalogue = try serverOptions.catalogue(with: databaseOptions)
            let stats = try fromCatalogue { try await catalogue.stats() }
            if json {
                print(String(decoding: try API.encoder().encode(API.Stats(stats)), as: UTF8.self))
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
