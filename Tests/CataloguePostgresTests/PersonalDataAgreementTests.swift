import Catalogue
import CataloguePostgres
import XCTest

/// A user's favourites, ratings, notes and check-ins: the same on both backends, and nobody sees
/// or changes another's.
final class PersonalDataAgreementTests: PostgresBackendTestCase {
    private var sqlite: SQLiteReference!
    private var postgres: PostgresCatalogueBackend!
    private var alice: Int64 = 0
    private var bob: Int64 = 0

    override func setUp() async throws {
        try await super.setUp()
        sqlite = try SQLiteReference(beers: SharedCatalogue.handMade, clock: clock)
        postgres = try await makeBackend()
        _ = try await postgres.importBeers(SharedCatalogue.handMade)
        alice = try await postgres.createUser(name: "alice", password: "correct horse").id
        bob = try await postgres.createUser(name: "bob", password: "battery staple").id
        XCTAssertEqual(try sqlite.accounts.createUser(name: "alice", password: "correct horse").id, alice)
        XCTAssertEqual(try sqlite.accounts.createUser(name: "bob", password: "battery staple").id, bob)
    }

    /// Alice's changes, made on both backends at the clock's times.
    private func aliceKeepsSomeBeers() async throws {
        let checkIn = clock.now
        try sqlite.store.setFavourite(true, userID: alice, beerID: 1, at: clock.now)
        try await postgres.setFavourite(true, userID: alice, beerID: 1)
        try sqlite.store.setRating(4, userID: alice, beerID: 1)
        try await postgres.setRating(4, userID: alice, beerID: 1)
        try sqlite.store.setNote("  Crisp, bready.  ", userID: alice, beerID: 2)
        try await postgres.setNote("  Crisp, bready.  ", userID: alice, beerID: 2)
        for beer: Int64 in [3, 3] {
            try sqlite.store.checkIn(userID: alice, beerID: beer, at: checkIn)
            try await postgres.checkIn(userID: alice, beerID: beer, at: checkIn)
            clock.advance(by: 60)
        }
        try sqlite.store.setRating(2, userID: alice, beerID: 4)
        try await postgres.setRating(2, userID: alice, beerID: 4)
    }

    func testAUsersDataReadsBackAlike() async throws {
        try await aliceKeepsSomeBeers()
        for beer: Int64 in 1...5 {
            let expected = try sqlite.store.personalData(userID: alice, beerID: beer)
            let actual = try await postgres.personalData(userID: alice, beerID: beer)
            XCTAssertEqual(actual, expected, "beer \(beer)")
        }
        let export = try await postgres.personalExport(userID: alice)
        XCTAssertEqual(export, try sqlite.store.personalExport(userID: alice))
        XCTAssertEqual(export.map(\.beer.id).sorted(), [1, 2, 3, 4])
    }

    func testClearingDataAgrees() async throws {
        try await aliceKeepsSomeBeers()
        try sqlite.store.setFavourite(false, userID: alice, beerID: 1)
        try await postgres.setFavourite(false, userID: alice, beerID: 1)
        try sqlite.store.setRating(nil, userID: alice, beerID: 1)
        try await postgres.setRating(nil, userID: alice, beerID: 1)
        try sqlite.store.setNote("   ", userID: alice, beerID: 2)
        try await postgres.setNote("   ", userID: alice, beerID: 2)
        let export = try await postgres.personalExport(userID: alice)
        XCTAssertEqual(export, try sqlite.store.personalExport(userID: alice))
        XCTAssertEqual(export.map(\.beer.id), try sqlite.store.personalExport(userID: alice).map(\.beer.id))
        let stars = await thrownError { try await postgres.setRating(6, userID: alice, beerID: 1) }
        XCTAssertEqual(stars as? StoreError, thrownError { try sqlite.store.setRating(6, userID: alice, beerID: 1) } as? StoreError)
    }

    func testNobodySeesAnothersData() async throws {
        try await aliceKeepsSomeBeers()
        for beer: Int64 in 1...5 {
            let bobsData = try await postgres.personalData(userID: bob, beerID: beer)
            XCTAssertEqual(bobsData, PersonalBeerData(), "beer \(beer)")
        }
        let bobsExport = try await postgres.personalExport(userID: bob)
        XCTAssertEqual(bobsExport, [])
        try await postgres.setRating(1, userID: bob, beerID: 1)
        let alicesRating = try await postgres.personalData(userID: alice, beerID: 1).rating
        XCTAssertEqual(alicesRating, 4, "bob's rating is his own")
        let bobsPage = try await postgres.search(SearchRequest(query: try QueryParser.parse("fav"), userID: bob))
        XCTAssertEqual(bobsPage.total, 0)
        let alicesPage = try await postgres.search(SearchRequest(query: try QueryParser.parse("fav"), userID: alice))
        XCTAssertEqual(alicesPage.beers.map(\.id), [1])
        XCTAssertEqual(alicesPage.beers.first?.rating, 4)
    }

    func testChangesToMissingBeersOrUsersAreNamed() async throws {
        let noBeer = await thrownError { try await postgres.setFavourite(true, userID: alice, beerID: 999) }
        XCTAssertEqual(noBeer as? CatalogueBackendError, .noSuchBeer(999))
        let noUser = await thrownError { try await postgres.setRating(3, userID: 999, beerID: 1) }
        XCTAssertEqual(noUser as? CatalogueBackendError, .noSuchUser(999))
    }

    func testEveryChangeMovesTheRevision() async throws {
        var revision = try await postgres.revision()
        for change in [
            { try await self.postgres.setFavourite(true, userID: self.alice, beerID: 1) },
            { try await self.postgres.setRating(3, userID: self.alice, beerID: 1) },
            { try await self.postgres.setNote("x", userID: self.alice, beerID: 1) },
            { try await self.postgres.checkIn(userID: self.alice, beerID: 1, at: self.clock.now) },
            { _ = try await self.postgres.importBeers([NewBeer(name: "New", brewery: NewBrewery(name: "New Brewing"))]) },
        ] as [() async throws -> Void] {
            try await change()
            let moved = try await postgres.revision()
            XCTAssertGreaterThan(moved, revision)
            revision = moved
        }
    }
}
