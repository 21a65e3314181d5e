import Catalogue
@testable import TaproomServer
import XCTest

/// The one watcher a server process shares among its events clients, and each client's
/// subscription: running only while someone listens, and coalescing what a slow client missed.
final class RevisionFeedTests: XCTestCase {
    func testTheFeedWatchesOnlyWhileSomeoneIsSubscribed() throws {
        let fixture = try ServerFixture()
        let feed = RevisionFeed(catalogue: fixture.catalogue, keepAlive: .seconds(15))
        XCTAssertFalse(feed.isWatching)
        let first = feed.subscribe()
        let second = feed.subscribe()
        XCTAssertTrue(feed.isWatching)
        XCTAssertEqual(feed.subscriberCount, 2)
        first.leave()
        XCTAssertTrue(feed.isWatching)
        XCTAssertEqual(feed.subscriberCount, 1)
        // Leaving twice (by hand, then on release) counts once.
        first.leave()
        XCTAssertEqual(feed.subscriberCount, 1)
        second.leave()
        XCTAssertFalse(feed.isWatching)
        XCTAssertEqual(feed.subscriberCount, 0)
    }

    func testReleasingASubscriptionLeavesTheFeed() async throws {
        let fixture = try ServerFixture()
        let feed = RevisionFeed(catalogue: fixture.catalogue, keepAlive: .seconds(15))
        var subscription: RevisionSubscription? = feed.subscribe()
        XCTAssertTrue(feed.isWatching)
        subscription = nil
        XCTAssertNil(subscription)
        // The watcher may hold the subscription for a moment while it posts the first revision,
        // so the last release (and the leaving) can happen on its thread, just after ours.
        let deadline = ContinuousClock.now + .seconds(10)
        while feed.isWatching, ContinuousClock.now < deadline { await Task.yield() }
        XCTAssertFalse(feed.isWatching)
        XCTAssertEqual(feed.subscriberCount, 0)
    }

    func testASubscriptionHoldsOnlyTheNewestRevision() async {
        let subscription = RevisionSubscription {}
        subscription.post(revision: 3)
        subscription.postKeepAlive()
        subscription.post(revision: 5)
        subscription.post(revision: 4)
        let newest = await subscription.next()
        XCTAssertEqual(newest, .revision(5))
        subscription.postKeepAlive()
        let keepAlive = await subscription.next()
        XCTAssertEqual(keepAlive, .keepAlive)
        subscription.finish()
        let end = await subscription.next()
        XCTAssertNil(end)
    }

    func testAWaitingClientIsWokenByAPostAndByTheEnd() async {
        let subscription = RevisionSubscription {}
        async let woken = subscription.next()
        // Whether the post lands before or after the wait begins, the waiter gets it.
        subscription.post(revision: 7)
        let event = await woken
        XCTAssertEqual(event, .revision(7))
        async let ended = subscription.next()
        subscription.finish()
        let end = await ended
        XCTAssertNil(end)
    }
}
