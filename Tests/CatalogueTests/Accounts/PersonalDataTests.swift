import Catalogue
import Foundation
import XCTest

/// A person's data in the SQLite store (`SQLiteConformanceTests` holds it to the contract's
/// rules; these are the same facts in the store's own terms, and check-ins written out of order).
final class PersonalDataTests: XCTestCase {
    private var store: CatalogueStore!
    private var clock: FakeClock!
    private var catalogue: SQLiteCatalogue!
    private var alice: Session!
    private var beerID: Int64 = 0

    override func setUp() async throws {
        store = try Fixtures.store(in: self)
        clock = FakeClock()
        catalogue = SQLiteCatalogue.testing(store, clock: clock)
        alice = try await catalogue.account("alice")
        beerID = try XCTUnwrap(try store.search(SearchRequest(query: QueryParser.parse("orval"))).beers.first).id
    }

    private func data(_ session: Session? = nil) async throws -> PersonalBeerData {
        try await catalogue.personalData(beerID: beerID, session: session ?? alice)
    }

    func testNothingByDefault() async throws {
        let nothing = try await data()
        XCTAssertEqual(nothing, PersonalBeerData())
    }

    func testFavouriteOnAndOff() async throws {
        _ = try await catalogue.setFavourite(true, beerID: beerID, session: alice)
        _ = try await catalogue.setFavourite(true, beerID: beerID, session: alice)
        let on = try await data()
        XCTAssertTrue(on.isFavourite)
        _ = try await catalogue.setFavourite(false, beerID: beerID, session: alice)
        let off = try await data()
        XCTAssertFalse(off.isFavourite)
    }

    func testRatingRoundTripAndRange() async throws {
        for stars in 1...5 {
            _ = try await catalogue.setRating(stars, beerID: beerID, session: alice)
            let rated = try await data()
            XCTAssertEqual(rated.rating, stars)
        }
        _ = try await catalogue.setRating(nil, beerID: beerID, session: alice)
        let cleared = try await data()
        XCTAssertNil(cleared.rating)
        for bad in [0, 6, -1] {
            let error = await thrownError { try await catalogue.setRating(bad, beerID: beerID, session: alice) }
            XCTAssertEqual(error as? StoreError, .invalidValue("a rating is 1 to 5 stars, not \(bad)"))
        }
    }

    func testNoteRoundTripKeepsUnicodeAndClearsWhenBlank() async throws {
        _ = try await catalogue.setNote("Bière très sèche 🍺\nsecond line", beerID: beerID, session: alice)
        let noted = try await data()
        XCTAssertEqual(noted.note, "Bière très sèche 🍺\nsecond line")
        _ = try await catalogue.setNote("   ", beerID: beerID, session: alice)
        let blank = try await data()
        XCTAssertNil(blank.note)
    }

    func testCheckInsComeNewestFirst() async throws {
        let later = clock.now.addingTimeInterval(100)
        let earlier = clock.now
        clock.advance(by: 100)
        _ = try await catalogue.checkIn(beerID: beerID, session: alice)
        // A clock set back (as by a person's correction) still reads newest first.
        clock.advance(by: -100)
        let both = try await catalogue.checkIn(beerID: beerID, session: alice)
        XCTAssertEqual(both.checkIns.map(\.time), [later, earlier])
    }

    func testDataIsPerUserAndGoesWithTheAccount() async throws {
        let bob = try await catalogue.account("bob")
        _ = try await catalogue.setFavourite(true, beerID: beerID, session: alice)
        _ = try await catalogue.setRating(4, beerID: beerID, session: alice)
        let bobs = try await data(bob)
        XCTAssertEqual(bobs, PersonalBeerData())
        let export = try await catalogue.personalExport(session: alice)
        XCTAssertEqual(export.map(\.beer.name), ["Orval"])
        XCTAssertEqual(export.first?.data.rating, 4)
        try await catalogue.deleteAccount(name: "alice")
        let gone = try await catalogue.personalExport(session: alice)
        XCTAssertEqual(gone, [])
    }
}
