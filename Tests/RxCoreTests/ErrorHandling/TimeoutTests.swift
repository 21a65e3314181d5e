import RxCore
import RxCoreTest
import XCTest

final class TimeoutTests: RxTestCase {
    func testFailsAfterSilence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(300, 3)])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .error(260, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testElementsInTimeAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(250)])
    }

    func testSwitchesToOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 3)])
        let ys = scheduler.createColdObservable([.next(5, 9), .completed(10)])
        let res = scheduler.start { xs.timeout(.seconds(20), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 9), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 240)])
    }

    func testErrorBeforeTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    }

    func testDisposedBeforeTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start(disposed: 230) { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
