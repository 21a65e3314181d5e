import ArgumentParser
import Catalogue
import CommandLineSupport
import Foundation

/// `taproom export`: the whole catalogue (a local one, or a server's with `--server`), or with
/// `--user` that user's favourites, ratings, notes and check-ins, as CSV (default) or one JSON
/// object per line.
package struct ExportCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write the catalogue, or a user's favourites and ratings, to stdout.",
        discussion: ExitStatus.discussion())

    enum Format: String, EnumerableFlag {
        case csv
        case json
    }

    @OptionGroup var databaseOptions: DatabaseOptions

    @OptionGroup var serverOptions: ServerOptions

    @OptionGroup var postgresOption: PostgresOption

    @Option(help: "Export this user's favourites, ratings, notes and check-ins instead of the catalogue (a local catalogue's user).")
    var user: String?

    @Flag(help: "Output format.")
    var format: Format = .csv

    package func validate() throws {
        try serverOptions.validate(with: databaseOptions)
        try postgresOption.validate(with: databaseOptions, server: serverOptions.server)
        if user != nil, try serverOptions.client(with: databaseOptions) != nil {
            throw ValidationError("--user names an account of a local catalogue, not of a server")
        }
    }

    package func run() throws {
        try reportingFailures {
            if postgresURL == nil, let server = try serverOptions.client(with: databaseOptions) {
                // Nothing is printed before the server has answered: an unreachable one prints no columns.
                var printedColumns = false
                try ServedBeers(catalogue: server).forEachPage { beers in
                    if format == .csv, !printedColumns { print(CSVWriter.line(Self.catalogueColumns)) }
                    printedColumns = true
                    try printCatalogue(beers)
                }
                return
            }
            let catalogue = try postgresOption.ownedCatalogue(with: databaseOptions)
            if let user {
                try exportPersonal(try fromCatalogue {
                    try await catalogue.personalExport(session: try await OwnersSession.acting(asUserNamed: user, in: catalogue))
                })
            } else {
                try exportCatalogue(catalogue)
            }
        }
    }

    // Column names match the importer's aliases, so an export imports back unchanged.
    private static let catalogueColumns = ["id", "name", "brewery", "city", "state", "country", "style", "abv",
                                           "ibu", "srm", "description", "first_brewed"]

    private func exportCatalogue(_ catalogue: any CatalogueAdministration) throws {
        let beers = try fromCatalogue { try await catalogue.allBeers() }
        if format == .csv { print(CSVWriter.line(Self.catalogueColumns)) }
        try printCatalogue(beers)
    }

    private func printCatalogue(_ beers: [Beer]) throws {
        for beer in beers {
            let values: [String?] = [beer.sourceID ?? String(beer.id), beer.name, beer.brewery.name, beer.brewery.city,
                                     beer.brewery.region, beer.brewery.country, beer.style?.name,
                                     beer.abv.map(NumberText.format), beer.ibu.map(NumberText.format),
                                     beer.colour.map { NumberText.format($0.srm) }, beer.description, beer.firstBrewed]
            switch format {
            case .csv: print(CSVWriter.line(values.map { $0 ?? "" }))
            case .json:
                print(try jsonLine(CatalogueLine(id: beer.sourceID ?? String(beer.id), name: beer.name,
                                                 brewery: beer.brewery.name, city: beer.brewery.city,
                                                 state: beer.brewery.region, country: beer.brewery.country,
                                                 style: beer.style?.name, abv: beer.abv, ibu: beer.ibu,
                                                 srm: beer.colour?.srm, description: beer.description,
                                                 first_brewed: beer.firstBrewed)))
            }
        }
    }

    /// A row per check-in (the beer's own data on each), and one for a beer never checked in.
    private static let personalColumns = ["name", "brewery", "style", "abv", "favourite", "rating", "note",
                                          "checkin_time", "serving", "place", "comment", "checkin_rating", "external_id"]

    private func exportPersonal(_ rows: [PersonalExportRow]) throws {
        if format == .csv { print(CSVWriter.line(Self.personalColumns)) }
        let iso = ISO8601DateFormatter()
        for row in rows {
            let checkIns = row.data.checkIns.map {
                JournalLine(time: iso.string(from: $0.time), serving: $0.serving?.rawValue, place: $0.place,
                            comment: $0.comment, rating: $0.rating?.stars, external_id: $0.externalID)
            }
            switch format {
            case .csv:
                let beer = [row.beer.name, row.beer.breweryName, row.beer.style ?? "", NumberText.format(row.beer.abv),
                            row.data.isFavourite ? "yes" : "no", row.data.rating.map(String.init) ?? "", row.data.note ?? ""]
                for checkIn in row.data.checkIns {
                    print(CSVWriter.line(beer + [iso.string(from: checkIn.time), checkIn.serving?.rawValue ?? "",
                                                 checkIn.place ?? "", checkIn.comment ?? "",
                                                 checkIn.rating?.description ?? "", checkIn.externalID ?? ""]))
                }
                if checkIns.isEmpty { print(CSVWriter.line(beer + Array(repeating: "", count: 6))) }
            case .json:
                print(try jsonLine(PersonalLine(name: row.beer.name, brewery: row.beer.breweryName, style: row.beer.style,
                                                abv: row.beer.abv, favourite: row.data.isFavourite,
                                                rating: row.data.rating, note: row.data.note, checkins: checkIns)))
            }
        }
    }

    private struct CatalogueLine: Encodable {
        let id: String
        let name: String
        let brewery: String
        let city: String?
        let state: String?
        let country: String?
        let style: String?
        let abv: Double?
        let ibu: Double?
        let srm: Double?
        let description: String?
        let first_brewed: String?
    }

    private struct PersonalLine: Encodable {
        let name: String
        let brewery: String
        let style: String?
        let abv: Double?
        let favourite: Bool
        let rating: Int?
        let note: String?
        /// Newest first.
        let checkins: [JournalLine]
    }

    /// A check-in as `export --user` writes it; `external_id` is where it came from
    /// (`untappd:<checkin_id>` for an Untappd import).
    private struct JournalLine: Encodable {
        let time: String
        let serving: String?
        let place: String?
        let comment: String?
        let rating: Double?
        let external_id: String?
    }

    private func jsonLine(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

extension ExportCommand: PostgresCapableCommand {
    package var postgresURL: String? { postgresOption.url(with: databaseOptions, server: serverOptions.server) }
}
