import ArgumentParser
import Catalogue
import CommandLineSupport
import Foundation

/// `taproom search QUERY`: prints matching beers. Exit 0 with matches, 1 with none, 2 for a bad query.
package struct SearchCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Print the beers matching a query.",
        discussion: ExitStatus.discussion(QueryHelp.text))

    @OptionGroup var databaseOptions: DatabaseOptions

    @OptionGroup var serverOptions: ServerOptions

    @OptionGroup var postgresOption: PostgresOption

    @Argument(help: "The query; several arguments are joined with spaces.")
    var query: [String] = []

    @Option(help: "The order (beers without the value it sorts by come last, either way).")
    var sort: SortField = .name

    @Flag(help: "Reverse the order (the strongest, the most bitter, the best rated first).")
    var desc = false

    @Option(help: "Print at most this many beers.")
    var limit = 100

    @Flag(help: "Print one JSON object per line instead of a table.")
    var json = false

    @Option(help: "Mark this user's favourites (★) and the beers they had (✓), and allow `fav` and `had` in the query; a local catalogue's user.")
    var user: String?

    package func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
        try serverOptions.validate(with: databaseOptions)
        try postgresOption.validate(with: databaseOptions, server: serverOptions.server)
        if user != nil, try serverOptions.client(with: databaseOptions) != nil {
            throw ValidationError("--user names an account of a local catalogue, not of a server")
        }
    }

    package func run() throws {
        try reportingFailures {
            let parsed: CatalogueQuery
            do {
                parsed = try QueryParser.parse(query.joined(separator: " "))
            } catch {
                throw CommandFailure(message: "bad query: \(error)", status: .badQuery)
            }
            let catalogue = try serverOptions.catalogue(with: databaseOptions, postgres: postgresOption)
            let (user, limit) = (self.user, self.limit)
            let request = SearchRequest(query: parsed, sort: sort, descending: desc)
            let page = try fromCatalogue {
                var session: Session?
                if let user { session = try await OwnersSession.acting(asUserNamed: user, in: catalogue) }
                return try await Self.firstBeers(limit, of: request, in: catalogue, as: session)
            }
            if json {
                let encoder = API.encoder()
                for beer in page.beers { print(String(decoding: try encoder.encode(API.BeerSummary(beer)), as: UTF8.self)) }
            } else if !page.beers.isEmpty {
                print(BeerTable.render(page.beers))
                print("\(page.beers.count) of \(page.total) beers")
            }
            if page.beers.isEmpty { throw ExitCode(ExitStatus.failure.rawValue) }
        }
    }

    /// The first `limit` beers, in as many pages as the catalogue's page size needs.
    private static func firstBeers(_ limit: Int, of request: SearchRequest, in catalogue: any BeerCatalogue,
                                   as session: Session?) async throws -> BeerPage {
        var request = request
        var beers: [BeerSummary] = []
        var page: BeerPage
        repeat {
            request.limit = min(limit - beers.count, pageSize)
            page = try await catalogue.search(request, as: session)
            beers += page.beers
            request.after = page.next
        } while beers.count < limit && page.next != nil
        return BeerPage(beers: beers, total: page.total, next: page.next, words: page.words)
    }

    /// The largest page a server gives (`taproom serve`'s maximum).
    static let pageSize = 200
}

extension SortField: ExpressibleByArgument {
    /// Each order, as `--help` lists it (the switch keeps the list complete).
    public static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { field in
            let description = switch field {
            case .name: "by name, A to Z"
            case .abv: "by alcohol, weakest first"
            case .ibu: "by bitterness (IBU), least bitter first"
            case .brewery: "by brewery, A to Z"
            case .rating: "by the average of everyone's stars, lowest first"
            }
            return (field.rawValue, description)
        })
    }
}

/// The query language as `taproom help search` (and the manual page) describes it: every term
/// the parser takes, a paragraph each, so that the help and the manual both lay it out.
enum QueryHelp {
    static let text = """
        QUERY is the language of the app's filter field; a beer must match every term. \
        Field names ignore case; a term that looks like a field's but is not valid is an error \
        (exit status 2) that says what the field expects.

        sierra nev: free words, each matching a name, brewery or style as a prefix, ignoring \
        case and accents.

        abv>7, abv>=7, abv<5.5, abv<=5.5, abv=5, abv:5, abv:5-7: alcohol by volume, in percent \
        (a range includes its ends).

        ibu>=60, ibu:30-60: bitterness, with the same operators as abv.

        rating>4, rating>=4.5, rating<3, rating:3-4: the average of everyone's stars (1 to 5), \
        with the same operators; a beer nobody rated matches no rating term.

        style:stout, brewery:"Sierra Nevada", country:be, country:Belgium: the style's or the \
        brewery's words (quote a value with spaces), the brewery's country (a two-letter code or \
        an English name).

        fav: your favourites (with --user NAME).

        had, had:no: the beers you checked in, or those you never did (with --user NAME).
        """
}

enum OwnersSession {
    /// A session for the account named (the catalogue's owner acting as it: a file's, a
    /// PostgreSQL database's), or a failure naming the account when there is none.
    static func acting(asUserNamed name: String, in catalogue: any SharedCatalogue) async throws -> Session {
        guard let local = catalogue as? any CatalogueAdministration else {
            throw CommandFailure(message: "--user names an account of a local catalogue", status: .failure)
        }
        do {
            return try await local.acting(asUserNamed: name)
        } catch AccountError.noSuchUser {
            throw CommandFailure(message: "there is no user \"\(name)\"", status: .failure)
        }
    }
}

/// The aligned table printed by `search`.
enum BeerTable {
    static func render(_ beers: [BeerSummary]) -> String {
        let table = TextTable(headers: ["Name", "Brewery", "Country", "Style", "ABV", "IBU"],
                              rightAligned: [4, 5], maximumWidth: 40)
        return table.render(beers.map { beer in
            [(beer.isFavourite ? "★ " : "") + (beer.checkInCount > 0 ? "✓ " : "") + beer.name.terminalSafe, beer.breweryName.terminalSafe,
             (beer.country ?? "").terminalSafe, (beer.style ?? "").terminalSafe,
             PercentText.abv(beer.abv), NumberText.format(beer.ibu)]
        })
    }
}

/// ABV as the app shows it: one decimal and a percent sign ("6.0%"), "" when unknown.
enum PercentText {
    static func abv(_ abv: Double?) -> String {
        guard let abv, abv.isFinite else { return "" }
        let tenths = (abv * 10).rounded()
        // Rounded half away from zero, as on screen; beyond Int's range printf's form will do.
        guard abs(tenths) < 1e15 else { return String(format: "%.1f%%", abv) }
        let whole = Int(abs(tenths))
        return (tenths < 0 ? "-" : "") + "\(whole / 10).\(whole % 10)%"
    }
}

/// Numbers as people write them: 5, 5.5, 0.07 (never 0.07200000000000001).
enum NumberText {
    static func format(_ value: Double?) -> String {
        guard let value else { return "" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

extension SearchCommand: PostgresCapableCommand {
    package var postgresURL: String? { postgresOption.url(with: databaseOptions, server: serverOptions.server) }
}
