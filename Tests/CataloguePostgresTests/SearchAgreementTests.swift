import Catalogue
import CataloguePostgres
import XCTest

/// Every query of the query-language tests, in every sort and both directions, paged through in
/// small keyset pages and at offsets: PostgreSQL answers what SQLite answers (the same rows in
/// the same order, the same totals and the same `next`). SQLite is asked through
/// `CatalogueStore.search` (the store the app uses).
final class SearchAgreementTests: PostgresBackendTestCase {
    private var sqlite: SQLiteReference!
    private var postgres: PostgresCatalogueBackend!
    private var userID: Int64 = 0

    override func setUp() async throws {
        try await super.setUp()
        let beers = try SharedCatalogue.beers()
        sqlite = try SQLiteReference(beers: beers, clock: clock)
        postgres = try await makeBackend()
        _ = try await postgres.importBeers(beers)
        // The same user with the same favourites and ratings on both.
        let user = try await postgres.createUser(name: "alice", password: "correct horse")
        XCTAssertEqual(try sqlite.accounts.createUser(name: "alice", password: "correct horse").id, user.id)
        userID = user.id
        let all = try sqlite.store.search(SearchRequest(limit: 1_000)).beers.map(\.id)
        for (index, id) in all.enumerated() where index % 3 == 0 {
            try sqlite.store.setFavourite(true, userID: user.id, beerID: id)
            try await postgres.setFavourite(true, userID: user.id, beerID: id)
        }
        for (index, id) in all.enumerated() where index % 4 == 1 {
            try sqlite.store.setRating(index % 5 + 1, userID: user.id, beerID: id)
            try await postgres.setRating(index % 5 + 1, userID: user.id, beerID: id)
        }
        // A second rater, so that community averages are not whole numbers, tie, and move on a
        // re-rating and an unrating.
        let bob = try await postgres.createUser(name: "bob", password: "correct horse")
        XCTAssertEqual(try sqlite.accounts.createUser(name: "bob", password: "correct horse").id, bob.id)
        for (index, id) in all.enumerated() where index % 6 == 1 {
            try sqlite.store.setRating(index % 4 + 2, userID: bob.id, beerID: id)
            try await postgres.setRating(index % 4 + 2, userID: bob.id, beerID: id)
        }
        for (index, id) in all.enumerated() where index % 12 == 1 {
            try sqlite.store.setRating(index % 24 == 1 ? nil : 1, userID: bob.id, beerID: id)
            try await postgres.setRating(index % 24 == 1 ? nil : 1, userID: bob.id, beerID: id)
        }
    }

    func testBothBackendsHoldTheSameCatalogue() async throws {
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
        try await compareEveryQuery(userID: userID)
    }

    func testEveryQueryInEverySortPagesAlikeSignedOut() async throws {
        try await compareEveryQuery(userID: nil)
    }

    func testPagesAtAnOffsetAgree() async throws {
        for text in ["", "ale", "abv>5", "country:us", "tie", "rating>3"] {
            let query = try QueryParser.parse(text)
            for sort in SortField.allCases {
                for descending in [false, true] {
                    for offset in [0, 1, 6, 50, 10_000] {
                        let request = SearchRequest(query: query, sort: sort, descending: descending, limit: 9,
                                                    after: NextPage(offset: offset), userID: userID)
                        let expected = try sqlite.store.search(request)
                        let actual = try await postgres.search(request)
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
                                                    after: token, userID: userID)
                        let actual = try await postgres.search(request)
                        // SQLite itself places a number among names two ways (as text in SQL, before
                        // all text in memory), so only the numeric orders have one answer to match.
                        guard sort == .abv || sort == .ibu || sort == .rating else { continue }
                        let expected = try sqlite.store.search(request)
                        let context = "\(text) \(sort) \(descending ? "desc" : "asc") after \(token)"
                        XCTAssertEqual(actual.beers.map(\.id), expected.beers.map(\.id), context)
                        XCTAssertEqual(actual.next, expected.next, context)
                    }
                }
            }
        }
    }

    func testEveryQueryPlacesBeersAlikeSignedIn() async throws {
        try await comparePositions(userID: userID)
    }

    func testEveryQueryPlacesBeersAlikeSignedOut() async throws {
        try await comparePositions(userID: nil)
    }

    func testFavouritesWithNobodySignedInFailAlike() async throws {
        let request = SearchRequest(query: try QueryParser.parse("fav stout"))
        XCTAssertThrowsError(try sqlite.store.search(request)) { XCTAssertEqual($0 as? QueryError, .favouritesNeedUser) }
        do {
            _ = try await postgres.search(request)
            XCTFail("fav with nobody signed in must fail")
        } catch {
            XCTAssertEqual(error as? QueryError, .favouritesNeedUser)
        }
        XCTAssertThrowsError(try sqlite.store.position(of: 1, in: request)) {
            XCTAssertEqual($0 as? QueryError, .favouritesNeedUser)
        }
        do {
            _ = try await postgres.position(of: 1, in: request)
            XCTFail("a position among favourites with nobody signed in must fail")
        } catch {
            XCTAssertEqual(error as? QueryError, .favouritesNeedUser)
        }
    }

    /// Pages through every parsable query in every order, 7 rows at a time.
    private func compareEveryQuery(userID: Int64?) async throws {
        var compared = 0
        for text in SharedQueries.all {
            guard let query = try? QueryParser.parse(text) else { continue }
            if query.wantsFavourites && userID == nil { continue }
            for sort in SortField.allCases {
                for descending in [false, true] {
                    var request = SearchRequest(query: query, sort: sort, descending: descending, limit: 7,
                                                userID: userID)
                    let context = "«\(text)» by \(sort) \(descending ? "desc" : "asc")"
                    var pages = 0
                    while true {
                        let expected = try sqlite.store.search(request)
                        let actual = try await postgres.search(request)
                        XCTAssertEqual(actual.beers.map(\.id), expected.beers.map(\.id), "\(context) page \(pages)")
                        XCTAssertEqual(actual.beers, expected.beers, "\(context) page \(pages)")
                        XCTAssertEqual(actual.total, expected.total, context)
                        XCTAssertEqual(actual.next, expected.next, "\(context) page \(pages)")
                        XCTAssertEqual(actual.words, expected.words, context)
                        guard let next = expected.next, actual.next == next, pages < 100 else { break }
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
    private func comparePositions(userID: Int64?) async throws {
        let sqliteBackend = SQLiteCatalogueBackend(store: sqlite.store, accounts: sqlite.accounts)
        let everyBeer = try sqlite.store.search(SearchRequest(limit: 10_000)).beers.map(\.id)
        var compared = 0
        for text in SharedQueries.all {
            guard let query = try? QueryParser.parse(text) else { continue }
            if query.wantsFavourites && userID == nil { continue }
            for sort in SortField.allCases {
                for descending in [false, true] {
                    let request = SearchRequest(query: query, sort: sort, descending: descending, limit: 10_000,
                                                userID: userID)
                    let list = try sqlite.store.search(request).beers.map(\.id)
                    let listed = Set(list)
                    var beers = [list.first, list.isEmpty ? nil : list[list.count / 2], list.last].compactMap { $0 }
                    beers += [everyBeer.first { !listed.contains($0) }, 999_999].compactMap { $0 }
                    for id in beers {
                        let expected = list.firstIndex(of: id)
                        let context = "beer \(id) in «\(text)» by \(sort) \(descending ? "desc" : "asc")"
                        let onSQLite = try await sqliteBackend.position(of: id, in: request)
                        let onPostgres = try await postgres.position(of: id, in: request)
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
