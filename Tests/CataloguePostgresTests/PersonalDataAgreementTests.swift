import Catalogue
import CataloguePostgres
import Foundation
import XCTest

/// A person's favourites, ratings, notes and check-ins: the same on both stores, and nobody sees
/// or changes another's.
final class PersonalDataAgreementTests: PostgresCatalogueTestCase {
    private var sqlite: SQLiteCatalogue!
    private var postgres: PostgresCatalogue!
    /// Alice's and Bob's sessions on each store (the same accounts, the same ids).
    private var alice: (sqlite: Session, postgres: Session)!
    private var bob: (sqlite: Session, postgres: Session)!

    override func setUp() async throws {
        try await super.setUp()
        sqlite = try SQLiteReference(beers: AgreementCatalogue.handMade, clock: clock).catalogue
        postgres = try await makeCatalogue()
        _ = try await postgres.importBeers(AgreementCatalogue.handMade)
        alice = try await signUp("alice", "correct horse")
        bob = try await signUp("bob", "battery staple")
    }

    private func signUp(_ name: String, _ password: String) async throws -> (sqlite: Session, postgres: Session) {
        let onPostgres = try await postgres.createAccount(name: name, password: password)
        let onSQLite = try await sqlite.createAccount(name: name, password: password)
        XCTAssertEqual(onSQLite, onPostgres)
        return (try await sqlite.signIn(name: name, password: password),
                try await postgres.signIn(name: name, password: password))
    }

    /// The same change on both stores; their answers must agree.
    private func both(_ what: String, file: StaticString = #filePath, line: UInt = #line,
                      _ change: (any SharedCatalogue, Session) async throws -> PersonalBeerData,
                      as person: (sqlite: Session, postgres: Session)) async throws {
        let expected = try await change(sqlite, person.sqlite)
        let actual = try await change(postgres, person.postgres)
        XCTAssertEqual(actual, expected, what, file: file, line: line)
    }

    /// Alice's changes, made on both stores at the clock's times.
    private func aliceKeepsSomeBeers() async throws {
        try await both("favourite", { try await $0.setFavourite(true, beerID: 1, session: $1) }, as: alice)
        try await both("rating", { try await $0.setRating(4, beerID: 1, session: $1) }, as: alice)
        try await both("note", { try await $0.setNote("  Crisp, bready.  ", beerID: 2, session: $1) }, as: alice)
        for _ in 0..<2 {
            try await both("check-in", { try await $0.checkIn(beerID: 3, session: $1) }, as: alice)
            clock.advance(by: 60.5)
        }
        try await both("another rating", { try await $0.setRating(2, beerID: 4, session: $1) }, as: alice)
    }

    func testAUsersDataReadsBackAlike() async throws {
        try await aliceKeepsSomeBeers()
        for beer: Int64 in 1...5 {
            let expected = try await sqlite.personalData(beerID: beer, session: alice.sqlite)
            let actual = try await postgres.personalData(beerID: beer, session: alice.postgres)
            XCTAssertEqual(actual, expected, "beer \(beer)")
        }
        let export = try await postgres.personalExport(session: alice.postgres)
        let expected = try await sqlite.personalExport(session: alice.sqlite)
        XCTAssertEqual(export, expected)
        XCTAssertEqual(export.map(\.beer.id).sorted(), [1, 2, 3, 4])
    }

    func testClearingDataAgrees() async throws {
        try await aliceKeepsSomeBeers()
        try await both("favourite removed", { try await $0.setFavourite(false, beerID: 1, session: $1) }, as: alice)
        try await both("rating cleared", { try await $0.setRating(nil, beerID: 1, session: $1) }, as: alice)
        try await both("blank note", { try await $0.setNote("   ", beerID: 2, session: $1) }, as: alice)
        let export = try await postgres.personalExport(session: alice.postgres)
        let expected = try await sqlite.personalExport(session: alice.sqlite)
        XCTAssertEqual(export, expected)
        XCTAssertEqual(export.map(\.beer.id), [4, 3], "what is left, in name order (Åbro before Ölfrühling)")
        let stars = await thrownError { try await postgres.setRating(6, beerID: 1, session: alice.postgres) }
        let sqliteStars = await thrownError { try await sqlite.setRating(6, beerID: 1, session: alice.sqlite) }
        XCTAssertEqual(stars as? StoreError, sqliteStars as? StoreError)
        XCTAssertNotNil(stars as? StoreError)
    }

    func testNobodySeesAnothersData() async throws {
        try await aliceKeepsSomeBeers()
        for beer: Int64 in 1...5 {
            let bobsData = try await postgres.personalData(beerID: beer, session: bob.postgres)
            XCTAssertEqual(bobsData, PersonalBeerData(), "beer \(beer)")
        }
        let bobsExport = try await postgres.personalExport(session: bob.postgres)
        XCTAssertEqual(bobsExport, [])
        _ = try await postgres.setRating(1, beerID: 1, session: bob.postgres)
        let alicesRating = try await postgres.personalData(beerID: 1, session: alice.postgres).rating
        XCTAssertEqual(alicesRating, 4, "bob's rating is his own")
        let favourites = SearchRequest(query: try QueryParser.parse("fav"))
        let bobsPage = try await postgres.search(favourites, as: bob.postgres)
        XCTAssertEqual(bobsPage.total, 0)
        let alicesPage = try await postgres.search(favourites, as: alice.postgres)
        XCTAssertEqual(alicesPage.beers.map(\.id), [1])
        XCTAssertEqual(alicesPage.beers.first?.rating, 4)
    }

    func testChangesToMissingBeersOrUsersAreNamed() async throws {
        let noBeer = await thrownError { try await postgres.setFavourite(true, beerID: 999, session: alice.postgres) }
        XCTAssertEqual(noBeer as? CatalogueError, .noSuchBeer(999))
        // A session whose account is gone (deleted since it signed in).
        let nobody = Session(user: User(id: 999, name: "nobody", createdAt: clock.now), token: BearerToken(),
                             expiresAt: clock.now.addingTimeInterval(60))
        let noUser = await thrownError { try await postgres.setRating(3, beerID: 1, session: nobody) }
        XCTAssertEqual(noUser as? CatalogueError, .noSuchUser(999))
        let sqliteNoUser = await thrownError { try await sqlite.setRating(3, beerID: 1, session: nobody) }
        XCTAssertEqual(sqliteNoUser as? CatalogueError, .noSuchUser(999))
    }

    func testEveryChangeMovesTheRevision() async throws {
        let postgres = try XCTUnwrap(postgres)
        let session = try XCTUnwrap(alice?.postgres)
        var revision = try await postgres.revision()
        for change in [
            { _ = try await postgres.setFavourite(true, beerID: 1, session: session) },
            { _ = try await postgres.setRating(3, beerID: 1, session: session) },
            { _ = try await postgres.setNote("x", beerID: 1, session: session) },
            { _ = try await postgres.checkIn(beerID: 1, session: session) },
            { _ = try await postgres.importBeers([NewBeer(name: "New", brewery: NewBrewery(name: "New Brewing"))]) },
        ] as [() async throws -> Void] {
            try await change()
            let moved = try await postgres.revision()
            XCTAssertGreaterThan(moved, revision)
            revision = moved
        }
    }
}
