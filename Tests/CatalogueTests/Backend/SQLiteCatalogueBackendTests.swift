import Catalogue
import Foundation
import GRDB
import PTYTestSupport
import XCTest

final class SQLiteCatalogueBackendTests: XCTestCase {
    private var store: CatalogueStore!
    private var backend: SQLiteCatalogueBackend!

    override func setUpWithError() throws {
        store = try Fixtures.store(in: self)
        backend = SQLiteCatalogueBackend(store: store, accounts: AccountService(store: store, parameters: .testing))
    }

    func testSearchAnswersAsTheStoreDoes() async throws {
        let request = SearchRequest(query: try QueryParser.parse("pale"), sort: .abv, descending: true, limit: 2)
        let first = try await backend.search(request)
        XCTAssertEqual(first, try store.search(request))
        var following = request
        following.after = first.next
        let second = try await backend.search(following)
        XCTAssertEqual(second, try store.search(following))
    }

    func testTokensAreFoundByHashUntilTheyExpireOrAreRevoked() async throws {
        let alice = try await backend.createUser(name: "alice", password: "correct horse")
        let token = BearerToken()
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        try await backend.storeToken(hash: token.hash, userID: alice.id, expiresAt: now.addingTimeInterval(60), now: now)

        let found = try await backend.user(forTokenHash: token.hash, now: now)
        XCTAssertEqual(found?.id, alice.id)
        XCTAssertEqual(found?.name, "alice")
        let unknown = try await backend.user(forTokenHash: BearerToken().hash, now: now)
        XCTAssertNil(unknown)
        let expired = try await backend.user(forTokenHash: token.hash, now: now.addingTimeInterval(60))
        XCTAssertNil(expired)

        try await backend.revokeToken(hash: token.hash)
        let revoked = try await backend.user(forTokenHash: token.hash, now: now)
        XCTAssertNil(revoked)
    }

    func testStoringATokenForgetsTheExpiredOnes() async throws {
        let alice = try await backend.createUser(name: "alice", password: "correct horse")
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let (old, live, new) = (BearerToken(), BearerToken(), BearerToken())
        try await backend.storeToken(hash: old.hash, userID: alice.id, expiresAt: now.addingTimeInterval(60), now: now)
        try await backend.storeToken(hash: live.hash, userID: alice.id, expiresAt: now.addingTimeInterval(600), now: now)
        // A sign-in after the first token expired: asked about a moment it was still valid, it is gone.
        try await backend.storeToken(hash: new.hash, userID: alice.id, expiresAt: now.addingTimeInterval(900),
                                     now: now.addingTimeInterval(60))
        let forgotten = try await backend.user(forTokenHash: old.hash, now: now)
        XCTAssertNil(forgotten)
        let kept = try await backend.user(forTokenHash: live.hash, now: now.addingTimeInterval(60))
        XCTAssertEqual(kept?.id, alice.id)
    }

    func testOnlyTheTokensHashIsStored() async throws {
        let alice = try await backend.createUser(name: "alice", password: "correct horse")
        let token = BearerToken()
        try await backend.storeToken(hash: token.hash, userID: alice.id, expiresAt: Date().addingTimeInterval(60), now: Date())
        let stored = try await tokenRows()
        XCTAssertEqual(stored, [token.hash])
        XCTAssertEqual(token.hash.count, 32)
        XCTAssertNotEqual(token.hash, Data(token.text.utf8))
    }

    func testDeletingAUserDeletesTheirTokens() async throws {
        let alice = try await backend.createUser(name: "alice", password: "correct horse")
        try await backend.storeToken(hash: BearerToken().hash, userID: alice.id, expiresAt: Date().addingTimeInterval(60), now: Date())
        try AccountService(store: store, parameters: .testing).deleteUser(name: "alice")
        let stored = try await tokenRows()
        XCTAssertEqual(stored, [])
    }

    func testATokenForAnUnknownUserIsRefused() async throws {
        do {
            try await backend.storeToken(hash: BearerToken().hash, userID: 999, expiresAt: Date(), now: Date())
            XCTFail("stored a token for nobody")
        } catch let error as CatalogueBackendError {
            XCTAssertEqual(error, .noSuchUser(999))
        }
    }

    func testPersonalDataBelongsToItsUser() async throws {
        let alice = try await backend.createUser(name: "alice", password: "correct horse")
        let bob = try await backend.createUser(name: "bob", password: "battery staple")
        let orval = try await firstBeerID("orval")
        try await backend.setFavourite(true, userID: alice.id, beerID: orval)
        try await backend.setRating(4, userID: alice.id, beerID: orval)
        try await backend.setNote("Dry and bitter", userID: alice.id, beerID: orval)
        let at = Date(timeIntervalSince1970: 1_800_000_000)
        try await backend.checkIn(userID: alice.id, beerID: orval, at: at)

        let hers = try await backend.personalData(userID: alice.id, beerID: orval)
        XCTAssertEqual(hers, PersonalBeerData(isFavourite: true, rating: 4, note: "Dry and bitter", checkIns: [at]))
        let his = try await backend.personalData(userID: bob.id, beerID: orval)
        XCTAssertEqual(his, PersonalBeerData())
        let herExport = try await backend.personalExport(userID: alice.id)
        XCTAssertEqual(herExport.map(\.beer.id), [orval])
        let hisExport = try await backend.personalExport(userID: bob.id)
        XCTAssertEqual(hisExport, [])
    }

    func testWritingAboutAMissingBeerNamesIt() async throws {
        let alice = try await backend.createUser(name: "alice", password: "correct horse")
        do {
            try await backend.setRating(3, userID: alice.id, beerID: 424_242)
            XCTFail("rated a beer that is not there")
        } catch let error as CatalogueBackendError {
            XCTAssertEqual(error, .noSuchBeer(424_242))
        }
    }

    func testRevisionMovesOnBeersAndOnPersonalData() async throws {
        let alice = try await backend.createUser(name: "alice", password: "correct horse")
        let orval = try await firstBeerID("orval")
        let start = try await backend.revision()
        try await backend.setRating(5, userID: alice.id, beerID: orval)
        let afterRating = try await backend.revision()
        XCTAssertGreaterThan(afterRating, start)
        try await backend.setFavourite(true, userID: alice.id, beerID: orval)
        let afterFavourite = try await backend.revision()
        XCTAssertGreaterThan(afterFavourite, afterRating)
        _ = try await backend.importBeers([NewBeer(name: "Rochefort 10", brewery: NewBrewery(name: "Rochefort"))])
        let afterImport = try await backend.revision()
        XCTAssertGreaterThan(afterImport, afterFavourite)
    }

    func testImportAddsAndUpdatesInOneGo() async throws {
        let changes = try await backend.importBeers([
            NewBeer(name: "Rochefort 10", brewery: NewBrewery(name: "Rochefort"), abv: 11.3),
            NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval"), abv: 6.9),
        ])
        XCTAssertEqual(changes.beersAdded, 1)
        XCTAssertEqual(changes.beersUpdated, 1)
        let orval = try await firstBeerID("orval")
        let beer = try await backend.beer(id: orval)
        XCTAssertEqual(beer?.abv, 6.9)
    }

    func testAdminIsSetByName() async throws {
        let alice = try await backend.createUser(name: "alice", password: "correct horse")
        let before = try await backend.isAdmin(userID: alice.id)
        XCTAssertFalse(before)
        try store.setAdmin(true, userName: "Alice")
        let after = try await backend.isAdmin(userID: alice.id)
        XCTAssertTrue(after)
        XCTAssertThrowsError(try store.setAdmin(true, userName: "nobody"))
    }

    func testSignInKeepsTheAccountsThrottling() async throws {
        let throttled = SQLiteCatalogueBackend(
            store: store,
            accounts: AccountService(store: store, parameters: .testing, throttle: SignInThrottle(threshold: 2)))
        _ = try await throttled.createUser(name: "alice", password: "correct horse")
        for _ in 0..<2 {
            do { _ = try await throttled.signIn(name: "alice", password: "wrong") } catch AccountError.wrongCredentials {}
        }
        do {
            _ = try await throttled.signIn(name: "alice", password: "correct horse")
            XCTFail("signed in while locked out")
        } catch let AccountError.throttled(seconds) {
            XCTAssertGreaterThan(seconds, 0)
        }
    }

    func testTheBodyOfAnImportIsReadStrictly() throws {
        let csv = "name,brewery,abv\nRochefort 10,Rochefort,11.3\n"
        let read = try ImportRequestBody.beers(from: Array(csv.utf8), format: .auto)
        XCTAssertEqual(read.beers.map(\.name), ["Rochefort 10"])
        let broken = "name,brewery,abv\nRochefort 10,Rochefort\n"
        XCTAssertThrowsError(try ImportRequestBody.beers(from: Array(broken.utf8), format: .csv)) { error in
            guard case ImportError.fieldCount(_, let line, _, _)? = error as? ImportError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(line, 2)
        }
    }

    // MARK: - Helpers

    private func firstBeerID(_ text: String) async throws -> Int64 {
        let page = try await backend.search(SearchRequest(query: try QueryParser.parse(text)))
        return try XCTUnwrap(page.beers.first).id
    }

    private func tokenRows() async throws -> [Data] {
        // Read through a copy: the store keeps its connection to itself.
        let path = try makeTemporaryDirectory().appendingPathComponent("copy.sqlite").path
        try store.backup(to: path)
        let copy = try DatabaseQueue(path: path)
        return try await copy.read { db in try Data.fetchAll(db, sql: "SELECT hash FROM tokens") }
    }
}
