import Catalogue
import CatalogueServices
import RxCore
import RxCoreTest
import VirtualTimeTestSupport
import XCTest

/// Following the catalogue's revisions: each new one moves the app's revision and refreshes the
/// count; a dropped stream reconnects with backoff and the connection status shows it meanwhile.
final class FollowChangesTests: XCTestCase {
    func testEachNewRevisionMovesTheAppsRevisionAndRefreshesTheCount() throws {
        let bed = try ServiceTestBed()
        let revisions = bed.scheduler.record(bed.state.revision, into: bed.bag)
        let counts = bed.scheduler.record(bed.state.beerCount, into: bed.bag)
        bed.connection.followChanges().disposed(by: bed.bag)
        bed.advance(by: 100)
        XCTAssertEqual(revisions.elements, [0], "the first revision is what the lists already show")

        bed.scheduler.scheduleAt(500) {
            try? bed.store.write { tx in _ = try tx.upsert(beer: NewBeer(name: "Rochefort 10", brewery: NewBrewery(name: "Rochefort"))) }
            bed.server.publishChange()
        }
        bed.advance(by: 1_000)

        XCTAssertEqual(revisions.events.map(\.time), [0, 500])
        XCTAssertEqual(counts.elements, [nil, 5])
        XCTAssertEqual(bed.server.calls("revisions"), 1, "one stream, no polling")
    }

    func testADroppedStreamReconnectsWithBackoffAndShowsTheServerUnreachableMeanwhile() throws {
        let bed = try ServiceTestBed()
        let statuses = bed.scheduler.record(bed.state.connection, into: bed.bag)
        let revisions = bed.scheduler.record(bed.state.revision, into: bed.bag)
        bed.connection.followChanges().disposed(by: bed.bag)
        bed.scheduler.scheduleAt(1_000) { bed.server.isOffline = true }
        // A change while the app is not listening: the reconnection's first revision tells it.
        bed.scheduler.scheduleAt(2_500) {
            bed.server.publishChange()
            bed.server.isOffline = false
        }
        bed.advance(by: 10_000)

        // Dropped at 1 s; tried at 2 s (offline still), then at 4 s.
        XCTAssertEqual(bed.server.calls("revisions"), 3)
        XCTAssertEqual(statuses.elements, [.reachable, .retrying(address: "http://beer.test:8080"), .reachable])
        XCTAssertEqual(statuses.events.map(\.time), [0, 1_000, 4_000])
        XCTAssertEqual(revisions.events.map(\.time), [0, 4_000])
        XCTAssertEqual(bed.server.liveConnections, 1)
    }

    func testDisposingStopsFollowing() throws {
        let bed = try ServiceTestBed()
        let revisions = bed.scheduler.record(bed.state.revision, into: bed.bag)
        let following = bed.connection.followChanges()
        bed.advance(by: 1)
        XCTAssertEqual(bed.server.liveConnections, 1)

        following.dispose()
        bed.server.publishChange()
        bed.advance(by: 1)

        XCTAssertEqual(bed.server.liveConnections, 0, "the stream's task is cancelled")
        XCTAssertEqual(revisions.elements, [0])
    }
}
