import RxCore
import RxCoreTest
import XCTest

final class DelayTests: RxTestCase {
    func testShiftsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.delay(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(225, 1), .next(235, 2), .completed(245)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testErrorIsImmediateAndDropsWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let res = scheduler.start { xs.delay(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(225, 1), .error(230, testError)])
    }

    func testNeverAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start(disposed: 230) { xs.delay(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(225, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
