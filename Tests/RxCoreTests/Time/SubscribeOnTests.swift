import RxCore
import RxCoreTest
import XCTest

final class SubscribeOnTests: RxTestCase {
    func testSubscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 251)])
    }

    func testCompletionAndError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        // Subscribed and disposed on the scheduler: each one step after the request.
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 221)])
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([Recorded<Event<Int>>.error(220, testError)])
        let failed = failing.start { ys.subscribe(on: failing) }
        XCTAssertEqual(failed.events, [.error(220, testError)])
    }

    func testNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }
}
