import ArgumentParser
import Catalogue
import CatalogueClient
import Foundation

/// `taproom search QUERY`: prints matching beers. Exit 0 with matches, 1 with none, 2 for a bad query.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Print the beers matching a query.",
        discussion: """
            QUERY uses the filter field's language: free words (all must match, as prefixes), \
            abv>7, abv<5.5, abv:5-7, ibu>=60, style:stout, brewery:"Sierra Nevada", country:be, fav.
            """)

    @OptionGroup var databaseOptions: DatabaseOptions

    @OptionGroup var serverOptions: ServerOptions

    @Argument(help: "The query; several arguments are joined with spaces.")
    var query: [String] = []

    @Option(help: "Sort by name, abv, ibu or brewery.")
    var sort: SortField = .name

    @Flag(help: "Sort in descending order.")
    var desc = false

    @Option(help: "Print at most this many beers.")
    var limit = 100

    @Flag(help: "Print one JSON object per line instead of a table.")
    var json = false

    @Option(help: "Mark this user's favourites (and allow `fav` in the query); a local catalogue's user.")
    var user: String?

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
        try serverOptions.validate(with: databaseOptions)
        if user != nil, try serverOptions.client(with: databaseOptions) != nil {
            throw ValidationError("--user names an account of a local catalogue, not of a server")
        }
    }

    func run() throws {
        try reportingFailures {
            let parsed: CatalogueQuery
            do {
                parsed = try QueryParser.parse(query.joined(separator: " "))
            } catch {
                throw CommandFailure(message: "bad query: \(error)", status: .badQuery)
            }
            let page: BeerPage
            if let server = try serverOptions.client(with: databaseOptions) {
                page = try serverPage(server, query: query.joined(separator: " "))
            } else {
                let store = try databaseOptions.openStore()
                let userID = try user.map { try UserLookup.id(of: $0, in: store) }
                do {
                    // One search per process: plain SQL beats loading the in-memory index first.
                    page = try store.search(SearchRequest(query: parsed, sort: sort, descending: desc, limit: limit,
                                                          userID: userID), strategy: .sql)
                } catch let error as QueryError {
                    throw CommandFailure(message: "bad query: \(error)", status: .badQuery)
                }
            }
            if json {
                for beer in page.beers { print(try BeerJSON.line(for: beer)) }
            } else if !page.beers.isEmpty {
                print(BeerTable.render(page.beers))
                print("\(page.beers.count) of \(page.total) beers")
            }
            if page.beers.isEmpty { throw ExitCode(ExitStatus.failure.rawValue) }
        }
    }

    /// The first `limit` beers from the server, in as many pages as its page size needs.
    private func serverPage(_ server: CatalogueHTTPClient, query text: String) throws -> BeerPage {
        let (limit, sort, descending) = (self.limit, self.sort, self.desc)
        return try fromServer {
            var beers: [BeerSummary] = []
            var page = try await server.search(query: text, sort: sort, descending: descending,
                                               limit: min(limit, Self.serverPageSize), after: nil, token: nil)
            beers += page.beers
            while beers.count < limit, let next = page.next {
                page = try await server.search(query: text, sort: sort, descending: descending,
                                               limit: min(limit - beers.count, Self.serverPageSize), after: next, token: nil)
                beers += page.beers
            }
            return BeerPage(beers: beers, total: page.total, next: page.next, words: page.words)
        }
    }

    /// The largest page a server gives by default (`taproom serve`'s maximum).
    static let serverPageSize = 200
}

extension SortField: ExpressibleByArgument {}

/// Finds a user id by name for commands that act for a user.
enum UserLookup {
    static func id(of name: String, in store: CatalogueStore) throws -> Int64 {
        guard let user = try AccountService(store: store).user(named: name) else {
            throw CommandFailure(message: "there is no user \"\(name)\"", status: .failure)
        }
        return user.id
    }
}

/// The aligned table printed by `search`.
enum BeerTable {
    static func render(_ beers: [BeerSummary]) -> String {
        let table = TextTable(headers: ["Name", "Brewery", "Country", "Style", "ABV", "IBU"],
                              rightAligned: [4, 5], maximumWidth: 40)
        return table.render(beers.map { beer in
            [(beer.isFavourite ? "★ " : "") + beer.name.terminalSafe, beer.breweryName.terminalSafe,
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

/// One JSON object per beer, keys sorted, for scripts.
enum BeerJSON {
    private struct Line: Encodable {
        let id: Int64
        let name: String
        let brewery: String
        let country: String?
        let style: String?
        let abv: Double?
        let ibu: Double?
        let favourite: Bool
    }

    static func line(for beer: BeerSummary) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(Line(id: beer.id, name: beer.name, brewery: beer.breweryName,
                                           country: beer.country, style: beer.style, abv: beer.abv, ibu: beer.ibu,
                                           favourite: beer.isFavourite))
        return String(decoding: data, as: UTF8.self)
    }
}
