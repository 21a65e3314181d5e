import ArgumentParser
import Catalogue
import CommandLineSupport
import Foundation

/// `taproom stats`: counts of beers, breweries, styles and users, of a local catalogue or a
/// server's; with `--user NAME`, that person's journal in figures (`TasteStatistics`).
package struct StatsCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Print catalogue counts, or a person's journal in figures.",
        discussion: """
            With --user NAME: check-ins per month and the longest and current run of weeks with one, \
            the styles and countries drunk most, the ABV of what they drank beside the catalogue's, \
            and their stars beside everyone else's average for the same beers (months and weeks in \
            this machine's time zone).

            """ + "\n" + ExitStatus.discussion())

    @OptionGroup var databaseOptions: DatabaseOptions

    @OptionGroup var serverOptions: ServerOptions

    @OptionGroup var postgresOption: PostgresOption

    @Flag(help: "Print one JSON object.")
    var json = false

    @Option(help: "Print this user's journal in figures; a local catalogue's user.")
    var user: String?

    package func validate() throws {
        try serverOptions.validate(with: databaseOptions)
        try postgresOption.validate(with: databaseOptions, server: serverOptions.server)
        if user != nil, try serverOptions.client(with: databaseOptions) != nil {
            throw ValidationError("--user names an account of a local catalogue, not of a server")
        }
    }

    package func run() throws {
        try reportingFailures {
            let catalogue = try serverOptions.catalogue(with: databaseOptions, postgres: postgresOption)
            if let user {
                let facts = try fromCatalogue {
                    try await catalogue.tasteFacts(session: try await OwnersSession.acting(asUserNamed: user, in: catalogue))
                }
                let statistics = TasteStatistics(facts)
                print(json ? String(decoding: try API.encoder().encode(API.TasteStatistics(statistics)), as: UTF8.self)
                           : TasteReport.render(statistics, user: user))
                return
            }
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
