import Catalogue
import CataloguePostgres
import Foundation
import PostgresNIO
import XCTest

/// A server's search mirror follows what other servers write to the database, as their
/// announcements arrive: every committed write reaches its searches, whatever order transactions
/// commit in, and a deletion loads it again; its own writes are in its very next search.
/// (`SearchAgreementTests` holds its answers to the SQLite store's.)
final class SearchMirrorTests: PostgresCatalogueTestCase {
    private var database: String!
    /// The server that searches its mirror, and another one that writes.
    private var searching: PostgresCatalogue!
    private var writing: PostgresCatalogue!

    override func setUp() async throws {
        try await super.setUp()
        database = try server.makeDatabase()
        writing = try makeCatalogue(database: database)
        try await writing.migrate()
        _ = try await writing.importBeers(Self.beers)
        searching = try makeCatalogue(database: database)
        try await searching.prepareSearch()
    }

    private static let beers = [
        NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval", country: "Belgium"), style: "Trappist", abv: 6.2),
        NewBeer(name: "Saison Dupont", brewery: NewBrewery(name: "Brasserie Dupont", country: "Belgium"), style: "Saison", abv: 6.5),
        NewBeer(name: "Pilsner Urquell", brewery: NewBrewery(name: "Plzeňský Prazdroj", country: "Czechia"), style: "Pilsner",
                abv: 4.4),
    ]

    private func names(_ text: String, session: Session? = nil) async throws -> [String] {
        try await searching.search(SearchRequest(query: try QueryParser.parse(text)), as: session).beers.map(\.name)
    }

    /// The names `text` finds once they are `expected` (another server's write is announced
    /// within milliseconds), or as they are after 10 s.
    private func names(_ text: String, becoming expected: [String]) async throws -> [String] {
        let deadline = ContinuousClock.now + .seconds(10)
        var found = try await names(text)
        while found != expected, ContinuousClock.now < deadline {
            await Task.yield()
            found = try await names(text)
        }
        return found
    }

    private func id(of name: String) async throws -> Int64 {
        let beers = try await writing.search(SearchRequest(query: try QueryParser.parse(name)), as: nil).beers
        return try XCTUnwrap(beers.first { $0.name == name }?.id)
    }

    func testAnotherServersImportsAndRatingsAreInTheNextSearch() async throws {
        let before = try await names("zwanze")
        XCTAssertEqual(before, [])
        _ = try await writing.importBeers([
            NewBeer(name: "Zwanze", brewery: NewBrewery(name: "Brasserie Cantillon", country: "Belgium"), style: "Lambic", abv: 7),
            NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval", country: "Belgium"), style: "Trappist", abv: 9.5),
        ])
        let afterImport = try await names("zwanze", becoming: ["Zwanze"])
        XCTAssertEqual(afterImport, ["Zwanze"])
        let stronger = try await names("abv>9", becoming: ["Orval"])
        XCTAssertEqual(stronger, ["Orval"], "an updated beer is caught up")

        _ = try await writing.createAccount(name: "alice", password: "correct horse")
        let alice = try await writing.signIn(name: "alice", password: "correct horse")
        _ = try await writing.setRating(5, beerID: try await id(of: "Zwanze"), session: alice)
        _ = try await names("rating>4", becoming: ["Zwanze"])
        let rated = try await searching.search(SearchRequest(query: try QueryParser.parse("rating>4")), as: alice)
        XCTAssertEqual(rated.beers.map(\.name), ["Zwanze"])
        XCTAssertEqual(rated.beers.first?.rating, 5, "the signed-in person's stars come with the page")
        XCTAssertEqual(rated.beers.first?.averageRating, 5)
        _ = try await writing.setRating(nil, beerID: try await id(of: "Zwanze"), session: alice)
        let unrated = try await names("rating>4", becoming: [])
        XCTAssertEqual(unrated, [], "a rating taken back takes the beer's average with it")

        let loads = await searching.searchMirrorLoads
        XCTAssertEqual(loads, 1, "every change came by catching up")
    }

    /// A transaction that wrote before another but commits after it: the mirror, caught up in
    /// between, must still find its rows once it commits.
    func testATransactionCommittingAfterALaterOneIsNotMissed() async throws {
        let orval = try await id(of: "Orval")
        try await withAdminConnection(to: database) { connection in
            try await connection.query("BEGIN", logger: Self.quiet)
            try await connection.query("UPDATE beers SET abv = 12.5 WHERE id = \(orval)", logger: Self.quiet)

            _ = try await writing.importBeers([
                NewBeer(name: "Zwanze", brewery: NewBrewery(name: "Brasserie Cantillon", country: "Belgium"), abv: 7),
            ])
            let caughtUp = try await names("zwanze", becoming: ["Zwanze"])
            XCTAssertEqual(caughtUp, ["Zwanze"])
            let notYet = try await names("abv>12")
            XCTAssertEqual(notYet, [])

            try await connection.query("UPDATE catalogue_revision SET value = value + 1", logger: Self.quiet)
            try await connection.query("COMMIT", logger: Self.quiet)
        }
        let committed = try await names("abv>12", becoming: ["Orval"])
        XCTAssertEqual(committed, ["Orval"])
        let loads = await searching.searchMirrorLoads
        XCTAssertEqual(loads, 1)
    }

    func testADeletionLoadsTheMirrorAgain() async throws {
        try await withAdminConnection(to: database) { connection in
            try await connection.query("BEGIN", logger: Self.quiet)
            try await connection.query("DELETE FROM beers WHERE name = 'Orval'", logger: Self.quiet)
            try await connection.query("UPDATE catalogue_revision SET value = value + 1", logger: Self.quiet)
            try await connection.query("COMMIT", logger: Self.quiet)
        }
        let left = try await names("brasserie", becoming: ["Saison Dupont"])
        XCTAssertEqual(left, ["Saison Dupont"])
        let loads = await searching.searchMirrorLoads
        XCTAssertEqual(loads, 2)
    }

    func testItsOwnWritesAreInItsVeryNextSearch() async throws {
        _ = try await searching.importBeers([
            NewBeer(name: "Zwanze", brewery: NewBrewery(name: "Brasserie Cantillon", country: "Belgium"), abv: 7),
        ])
        let found = try await names("zwanze")
        XCTAssertEqual(found, ["Zwanze"])
        _ = try await searching.createAccount(name: "alice", password: "correct horse")
        let alice = try await searching.signIn(name: "alice", password: "correct horse")
        _ = try await searching.setRating(5, beerID: try await id(of: "Zwanze"), session: alice)
        let rated = try await names("rating>4")
        XCTAssertEqual(rated, ["Zwanze"])
    }

    func testAQueryAboutThePersonsOwnBeersRunsWhereTheyAre() async throws {
        _ = try await writing.createAccount(name: "alice", password: "correct horse")
        let alice = try await writing.signIn(name: "alice", password: "correct horse")
        _ = try await writing.setFavourite(true, beerID: try await id(of: "Orval"), session: alice)
        _ = try await writing.checkIn(beerID: try await id(of: "Saison Dupont"), session: alice)
        let favourites = try await names("fav", session: alice)
        XCTAssertEqual(favourites, ["Orval"])
        let had = try await names("had", session: alice)
        XCTAssertEqual(had, ["Saison Dupont"])
        let page = try await searching.search(SearchRequest(), as: alice).beers
        XCTAssertEqual(page.map(\.isFavourite), [true, false, false])
        XCTAssertEqual(page.map(\.checkInCount), [0, 0, 1])
    }

    func testTheMirrorsFolderGoesWithTheServer() async throws {
        let folders = { try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
            .filter { $0.hasPrefix("taproom-search-\(getpid())-") } }
        let whileServing = try folders()
        XCTAssertFalse(whileServing.isEmpty)
        await searching.shutdown()
        await writing.shutdown()
        let afterwards = try folders()
        XCTAssertEqual(afterwards, [])
    }
}
