import ArgumentParser
import Catalogue
import CommandLineSupport
import Foundation

/// `taproom stats`: counts of beers, breweries, styles and users, of a local catalogue or a server's.
package struct StatsCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Print catalogue counts.", discussion: ExitStatus.discussion())

    @OptionGroup var databaseOptions: DatabaseOptions

    @OptionGroup var serverOptions: ServerOptions

    @OptionGroup var postgresOption: PostgresOption

    @Flag(help: "Print one JSON object.")
    var json = false

    package func validate() throws {
        try serverOptions.validate(with: databaseOptions)
        try postgresOption.validate(with: databaseOptions, server: serverOptions.server)
    }

    package func run() throws {
        try reportingFailures {
            let catalogue = try serverOptions.catalogue(with: databaseOptions, postgres: postgresOption)
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

extension StatsCommand: PostgresCapableCommand {
    package var postgresURL: String? { postgresOption.url(with: databaseOptions, server: serverOptions.server) }
}
