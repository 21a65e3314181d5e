import Catalogue
import CataloguePostgres
import XCTest

/// Every query of the query-language tests, in every sort and both directions, paged through in
/// small keyset pages and at offsets: PostgreSQL answers what SQLite answers (the same rows in
/// the same order, the same totals and the same `next`). SQLite is asked through
/// `CatalogueStore.search` (the store the app uses).
final class SearchAgreementTests: PostgresCatalogueTestCase {
    private var sqlite: SQLiteReference!
    private var postgres: PostgresCatalogue!
    /// A second server on the same database, searching its mirror (loaded once the beers were
    /// imported, caught up with the favourites and ratings written through `postgres`).
    private var mirrored: PostgresCatalogue!
    /// Alice on each store (the same account, the same id).
    private var alice: (sqlite: Session, postgres: Session)!

    override func setUp() async throws {
        try await super.setUp()
        let beers = try AgreementCatalogue.beers()
        sqlite = try SQLiteReference(beers: beers, clock: clock)
        let database = try server.makeDatabase()
        postgres = try makeCatalogue(database: database)
        try await postgres.migrate()
        _ = try await postgres.importBeers(beers)
        mirrored = try makeCatalogue(database: database)
        try await mirrored.prepareSearch()
        // The same user with the same favourites and ratings on both.
        alice = try await signUp("alice")
        let all = try sqlite.store.search(SearchRequest(limit: 1_000)).beers.map(\.id)
        for (index, id) in all.enumerated() where index % 3 == 0 {
            _ = try await sqlite.catalogue.setFavourite(true, beerID: id, session: alice.sqlite)
            _ = try await postgres.setFavourite(true, beerID: id, session: alice.postgres)
        }
        for (index, id) in all.enumerated() where index % 4 == 1 {
            _ = try await sqlite.catalogue.setRating(index % 5 + 1, beerID: id, session: alice.sqlite)
            _ = try await postgres.setRating(index % 5 + 1, beerID: id, session: alice.postgres)
        }
        // A second rater, so that community averages are not whole numbers, tie, and move on a
        // re-rating and an unrating.
        let bob = try await signUp("bob")
        for (index, id) in all.enumerated() where index % 6 == 1 {
            _ = try await sqlite.catalogue.setRating(index % 4 + 2, beerID: id, session: bob.sqlite)
            _ = try await postgres.setRating(index % 4 + 2, beerID: id, session: bob.postgres)
        }
        for (index, id) in all.enumerated() where index % 12 == 1 {
            _ = try await sqlite.catalogue.setRating(index % 24 == 1 ? nil : 1, beerID: id, session: bob.sqlite)
            _ = try await postgres.setRating(index % 24 == 1 ? nil : 1, beerID: id, session: bob.postgres)
        }
        // Caught up now, rather than as the announcements arrive.
        try await mirrored.prepareSearch()
    }

    private func signUp(_ name: String) async throws -> (sqlite: Session, postgres: Session) {
        let onPostgres = try await postgres.createAccount(name: name, password: "correct horse")
        let onSQLite = try await sqlite.catalogue.createAccount(name: name, password: "correct horse")
        XCTAssertEqual(onSQLite.id, onPostgres.id)
        return (try await sqlite.catalogue.signIn(name: name, password: "correct horse"),
                try await postgres.signIn(name: name, password: "correct horse"))
    }

    /// Alice's sessions, or nobody's.
    private func sessions(signedIn: Bool) -> (sqlite: Session?, postgres: Session?) {
        signedIn ? (alice.sqlite, alice.postgres) : (nil, nil)
    }

    func testBothStoresHoldTheSameCatalogue() async throws {
        let sqliteStats = try sqlite.store.stats()
        let postgresStats = try await postgres.stats()
        XCTAssertEqual(postgresStats, sqliteStats)
        XCTAssertGreaterThan(sqliteStats.beers, 300)
        for id: Int64 in [1, 2, 100, Int64(sqliteStats.beers)] {
            let postgresBeer = try await postgres.beer(id: id)
            XCTAssertEqual(postgresBeer?.name, try sqlite.store.beer(id: id)?.name)
            XCTAssertEqual(postgresBeer?.brewery.name, try sqlite.store.beer(id: id)?.brewery.name)
            XCTAssertEqual(postgresBeer?.abv, try sqlite.store.beer(id: id)?.abv)
            XCTAssertEqual(postgresBeer?.style?.name, try sqlite.store.beer(id: id)?.style?.name)
            XCTAssertEqual(postgresBeer?.description, try sqlite.store.beer(id: id)?.description)
        }
    }

    func testEveryQueryInEverySortPagesAlikeSignedIn() async throws {
        try await compareEveryQuery(signedIn: true, on: postgres)
    }

    /// Signed out, the SQL differs only in the marks it leaves out: the first page of each is enough.
    func testEveryQueryInEverySortStartsAlikeSignedOut() async throws {
        try await compareEveryQuery(signedIn: false, on: postgres, pages: 1)
    }

    /// The mirror is searched by SQLite's own code: what can differ is what it holds, which the
    /// first pages show.
    func testEveryQueryInEverySortStartsAlikeOnTheSearchMirrorSignedIn() async throws {
        try await compareEveryQuery(signedIn: true, on: mirrored, pages: 2)
        let loads = await mirrored.searchMirrorLoads
        XCTAssertEqual(loads, 1, "the favourites and ratings came by catching up, not by loading again")
    }

    func testPagesAtAnOffsetAgree() async throws {
        try await comparePagesAtAnOffset(on: postgres)
    }

    func testPagesAtAnOffsetAgreeOnTheSearchMirror() async throws {
        try await comparePagesAtAnOffset(on: mirrored)
    }

    private func comparePagesAtAnOffset(on postgres: PostgresCatalogue) async throws {
        for text in ["", "ale", "abv>5", "country:us", "tie", "rating>3"] {
            let query = try QueryParser.parse(text)
            for sort in SortField.allCases {
                for descending in [false, true] {
                    for offset in [0, 1, 6, 50, 10_000] {
                        let request = SearchRequest(query: query, sort: sort, descending: descending, limit: 9,
                                                    after: NextPage(offset: offset))
                        let expected = try sqlite.store.search(request, userID: alice.sqlite.user.id)
                        let actual = try await postgres.search(request, as: alice.postgres)
                        let context = "\(text) \(sort) \(descending ? "desc" : "asc") offset \(offset)"
                        XCTAssertEqual(actual.beers, expected.beers, context)
                        XCTAssertEqual(actual.total, expected.total, context)
                        XCTAssertEqual(actual.next, expected.next, context)
                    }
                }
            }
        }
    }

    func testAPageFromAnotherSortOrderContinuesAlike() async throws {
        for text in ["", "ale", "abv>5"] {
            let query = try QueryParser.parse(text)
            var tokens: [NextPage] = []
            for sort in SortField.allCases {
                if let next = try sqlite.store.search(SearchRequest(query: query, sort: sort, limit: 5)).next {
                    tokens.append(next)
                }
            }
            for token in tokens {
                for sort in SortField.allCases {
                    for descending in [false, true] {
                        let request = SearchRequest(query: query, sort: sort, descending: descending, limit: 6,
                                                    after: token)
                        let actual = try await postgres.search(request, as: alice.postgres)
                        // SQLite itself places a number among names two ways (as text in SQL, before
                        // all text in memory), so only the numeric orders have one answer to match.
                        guard sort == .abv || sort == .ibu || sort == .rating else { continue }
                        let expected = try sqlite.store.search(request, userID: alice.sqlite.user.id)
                        let context = "\(text) \(sort) \(descending ? "desc" : "asc") after \(token)"
                        XCTAssertEqual(actual.beers.map(\.id), expected.beers.map(\.id), context)
                        XCTAssertEqual(actual.next, expected.next, context)
                    }
                }
            }
        }
    }

    /// Signed in: a position's SQL uses the person only for `fav` and `had`, which signed out refuse
    /// (`testFavouritesWithNobodySignedInFailAlike`), so the signed-out positions add nothing.
    func testEveryQueryPlacesBeersAlikeSignedIn() async throws {
        try await comparePositions(signedIn: true, on: postgres)
    }

    func testEveryQueryPlacesBeersAlikeOnTheSearchMirror() async throws {
        try await comparePositions(signedIn: true, on: mirrored)
    }

    func testFavouritesWithNobodySignedInFailAlike() async throws {
        let request = SearchRequest(query: try QueryParser.parse("fav stout"))
        XCTAssertThrowsError(try sqlite.store.search(request)) { XCTAssertEqual($0 as? QueryError, .favouritesNeedUser) }
        do {
            _ = try await postgres.search(request, as: nil)
            XCTFail("fav with nobody signed in must fail")
        } catch {
            XCTAssertEqual(error as? QueryError, .favouritesNeedUser)
        }
        XCTAssertThrowsError(try sqlite.store.position(of: 1, in: request)) {
            XCTAssertEqual($0 as? QueryError, .favouritesNeedUser)
        }
        do {
            _ = try await postgres.position(of: 1, in: request, as: nil)
            XCTFail("a position among favourites with nobody signed in must fail")
        } catch {
            XCTAssertEqual(error as? QueryError, .favouritesNeedUser)
        }
    }

    /// Pages through every parsable query in every order, 7 rows at a time, up to `pages` pages.
    private func compareEveryQuery(signedIn: Bool, on postgres: PostgresCatalogue, pages limit: Int = 100) async throws {
        let (sqliteSession, postgresSession) = sessions(signedIn: signedIn)
        var compared = 0
        for text in SharedQueries.all {
            guard let query = try? QueryParser.parse(text) else { continue }
            if query.wantsFavourites && !signedIn { continue }
            for sort in SortField.allCases {
                for descending in [false, true] {
                    var request = SearchRequest(query: query, sort: sort, descending: descending, limit: 7)
                    let context = "«\(text)» by \(sort) \(descending ? "desc" : "asc")"
                    var pages = 0
                    while true {
                        let expected = try sqlite.store.search(request, userID: sqliteSession?.user.id)
                        let actual = try await postgres.search(request, as: postgresSession)
                        XCTAssertEqual(actual.beers.map(\.id), expected.beers.map(\.id), "\(context) page \(pages)")
                        XCTAssertEqual(actual.beers, expected.beers, "\(context) page \(pages)")
                        XCTAssertEqual(actual.total, expected.total, context)
                        XCTAssertEqual(actual.next, expected.next, "\(context) page \(pages)")
                        XCTAssertEqual(actual.words, expected.words, context)
                        guard let next = expected.next, actual.next == next, pages + 1 < limit else { break }
                        request.after = next
                        pages += 1
                    }
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 500)
    }

    /// For every parsable query in every order: the list's first, middle and last beer, a beer
    /// not in it and an id no beer has are where SQLite's list puts them, on both backends.
    private func comparePositions(signedIn: Bool, on postgres: PostgresCatalogue) async throws {
        let (sqliteSession, postgresSession) = sessions(signedIn: signedIn)
        let everyBeer = try sqlite.store.search(SearchRequest(limit: 10_000)).beers.map(\.id)
        var compared = 0
        for text in SharedQueries.all {
            guard let query = try? QueryParser.parse(text) else { continue }
            if query.wantsFavourites && !signedIn { continue }
            for sort in SortField.allCases {
                for descending in [false, true] {
                    let request = SearchRequest(query: query, sort: sort, descending: descending, limit: 10_000)
                    let list = try sqlite.store.search(request, userID: sqliteSession?.user.id).beers.map(\.id)
                    let listed = Set(list)
                    var beers = [list.first, list.isEmpty ? nil : list[list.count / 2], list.last].compactMap { $0 }
                    beers += [everyBeer.first { !listed.contains($0) }, 999_999].compactMap { $0 }
                    for id in beers {
                        let expected = list.firstIndex(of: id)
                        let context = "beer \(id) in «\(text)» by \(sort) \(descending ? "desc" : "asc")"
                        let onSQLite = try await sqlite.catalogue.position(of: id, in: request, as: sqliteSession)
                        let onPostgres = try await postgres.position(of: id, in: request, as: postgresSession)
                        XCTAssertEqual(onSQLite, expected, context)
                        XCTAssertEqual(onPostgres, expected, context)
                        compared += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 2_000)
    }
}
