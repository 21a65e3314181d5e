import Catalogue
import CatalogueServices
import RxCore
import RxCoreTest
import VirtualTimeTestSupport
import XCTest

/// Networks fail: reads are tried again with backoff while the server cannot be reached, and the
/// app state says so; writes are tried once; a sign-in the server refuses signs the person out.
final class RetryTests: XCTestCase {
    func testAReadWhileOfflineIsTriedAgainAfter1_2_4_8_15_15SecondsAndArrivesOnceTheServerIsBack() throws {
        let bed = try ServiceTestBed()
        bed.server.isOffline = true
        let page = bed.run(bed.catalogue.page(BeerListRequest(query: "orv"), after: nil))
        // The attempts made by a millisecond before and a millisecond after each expected time.
        let expected = [0, 1_000, 3_000, 7_000, 15_000, 30_000, 45_000, 60_000]
        var samples: [Int: Int] = [:]
        for time in expected.flatMap({ [$0 - 1, $0 + 1] }) where time >= 0 {
            bed.scheduler.scheduleAt(time) { samples[time] = bed.server.calls("search") }
        }
        bed.scheduler.scheduleAt(50_000) { bed.server.isOffline = false }
        bed.advance(by: 61_000)

        for (made, time) in expected.enumerated() {
            if time > 0 { XCTAssertEqual(samples[time - 1], made, "before \(time) ms") }
            XCTAssertEqual(samples[time + 1], made + 1, "after \(time) ms")
        }
        XCTAssertEqual(bed.server.calls("search"), expected.count, "none once it succeeded")
        XCTAssertEqual(page.value?.beers.map(\.name), ["Orval", "Orvalette"], "the query runs when the server is back")
    }

    func testTheConnectionStatusShowsWhileAReadFailsAndClearsWhenOneSucceeds() throws {
        let bed = try ServiceTestBed()
        let statuses = bed.scheduler.record(bed.state.connection, into: bed.bag)
        bed.server.isOffline = true
        _ = bed.run(bed.catalogue.beer(id: bed.id("Orval")))
        bed.scheduler.scheduleAt(2_000) { bed.server.isOffline = false }
        bed.advance(by: 5_000)

        XCTAssertEqual(statuses.events.map(\.time), [0, 0, 3_000])
        XCTAssertEqual(statuses.elements, [.reachable, .retrying(address: "http://beer.test:8080"), .reachable])
        XCTAssertEqual(statuses.elements[1].message, "Cannot reach the server at http://beer.test:8080 — retrying")
    }

    func testWritesAreTriedOnceAndFailWithTheErrorsMessage() throws {
        let bed = try ServiceTestBed()
        bed.signInAlice()
        bed.server.isOffline = true
        let rating = bed.run(bed.catalogue.setRating(4, beerID: bed.id("Orval")))
        bed.advance(by: 120_000)

        XCTAssertEqual(bed.server.calls("setRating"), 1)
        XCTAssertEqual(rating.error as? RemoteCatalogueError,
                       .unreachable(address: "http://beer.test:8080", reason: "connection refused"))
        XCTAssertEqual(bed.state.currentConnection, .reachable, "a failed write is the person's to see, not a retry")
    }

    func testAWriteWithNobodySignedInIsRefusedHere() throws {
        let bed = try ServiceTestBed()
        let favourite = bed.run(bed.catalogue.setFavourite(true, beerID: bed.id("Orval")))
        bed.advance(by: 1)

        XCTAssertEqual(favourite.error as? PersonalDataError, .notSignedIn)
        XCTAssertEqual(bed.server.calls("setFavourite"), 0)
    }

    func testAnExpiredSignInSignsThePersonOutWithANotice() throws {
        let bed = try ServiceTestBed()
        let notices = bed.scheduler.record(bed.state.notice, into: bed.bag)
        bed.signInAlice()
        XCTAssertEqual(bed.state.currentUser?.name, "alice")

        bed.server.expireTokens()
        let data = bed.run(bed.catalogue.personalData(beerID: bed.id("Orval")))
        bed.advance(by: 1)

        XCTAssertEqual(data.error as? RemoteCatalogueError, .signInExpired)
        XCTAssertNil(bed.state.currentUser)
        XCTAssertEqual(notices.elements, [nil, "Your sign-in has expired; sign in again"])
        XCTAssertEqual(bed.server.calls("personalData"), 1, "not retried")

        bed.signInAlice()
        XCTAssertEqual(notices.elements.last, .some(nil), "signing in again clears the notice")
    }
}
