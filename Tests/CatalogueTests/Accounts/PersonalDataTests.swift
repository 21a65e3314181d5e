import Catalogue
import Foundation
import XCTest

final class PersonalDataTests: XCTestCase {
    private var store: CatalogueStore!
    private var accounts: AccountService!
    private var user: User!
    private var beerID: Int64 = 0

    override func setUpWithError() throws {
        store = try Fixtures.store(in: self)
        accounts = AccountService(store: store, parameters: .testing)
        user = try accounts.createUser(name: "alice", password: "correct horse")
        beerID = try XCTUnwrap(try store.search(SearchRequest(query: QueryParser.parse("orval"))).beers.first).id
    }

    func testNothingByDefault() throws {
        XCTAssertEqual(try store.personalData(userID: user.id, beerID: beerID), PersonalBeerData())
    }

    func testFavouriteOnAndOff() throws {
        try store.setFavourite(true, userID: user.id, beerID: beerID)
        try store.setFavourite(true, userID: user.id, beerID: beerID)
        XCTAssertTrue(try store.personalData(userID: user.id, beerID: beerID).isFavourite)
        try store.setFavourite(false, userID: user.id, beerID: beerID)
        XCTAssertFalse(try store.personalData(userID: user.id, beerID: beerID).isFavourite)
    }

    func testRatingRoundTripAndRange() throws {
        for stars in 1...5 {
            try store.setRating(stars, userID: user.id, beerID: beerID)
            XCTAssertEqual(try store.personalData(userID: user.id, beerID: beerID).rating, stars)
        }
        try store.setRating(nil, userID: user.id, beerID: beerID)
        XCTAssertNil(try store.personalData(userID: user.id, beerID: beerID).rating)
        for bad in [0, 6, -1] {
            XCTAssertThrowsError(try store.setRating(bad, userID: user.id, beerID: beerID))
        }
    }

    func testNoteRoundTripKeepsUnicodeAndClearsWhenBlank() throws {
        try store.setNote("Bière très sèche 🍺\nsecond line", userID: user.id, beerID: beerID)
        XCTAssertEqual(try store.personalData(userID: user.id, beerID: beerID).note, "Bière très sèche 🍺\nsecond line")
        try store.setNote("   ", userID: user.id, beerID: beerID)
        XCTAssertNil(try store.personalData(userID: user.id, beerID: beerID).note)
    }

    func testCheckInsAreKeptInTimeOrder() throws {
        let later = Date(timeIntervalSince1970: 1_800_000_100)
        let earlier = Date(timeIntervalSince1970: 1_800_000_000)
        try store.checkIn(userID: user.id, beerID: beerID, at: later)
        try store.checkIn(userID: user.id, beerID: beerID, at: earlier)
        XCTAssertEqual(try store.personalData(userID: user.id, beerID: beerID).checkIns, [earlier, later])
    }

    func testDataIsPerUserAndGoesWithTheAccount() throws {
        let bob = try accounts.createUser(name: "bob", password: "battery staple")
        try store.setFavourite(true, userID: user.id, beerID: beerID)
        try store.setRating(4, userID: user.id, beerID: beerID)
        XCTAssertEqual(try store.personalData(userID: bob.id, beerID: beerID), PersonalBeerData())
        XCTAssertEqual(try store.personalExport(userID: user.id).map(\.beer.name), ["Orval"])
        XCTAssertEqual(try store.personalExport(userID: user.id).first?.data.rating, 4)
        try accounts.deleteUser(name: "alice")
        XCTAssertEqual(try store.personalExport(userID: user.id), [])
    }
}
