import RxCore
import RxCoreTest
import XCTest

final class SwitchLatestTests: RxTestCase {
    func testSwitchesToTheNewestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner1 = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(100)])
        let inner2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let outer = scheduler.createHotObservable([
            .next(210, inner1.asObservable()), .next(230, inner2.asObservable()), .completed(300),
        ])
        let res = scheduler.start { outer.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(240, 3), .completed(300)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(230, 250)])
    }

    func testCompletesAfterTheLastInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let outer = scheduler.createHotObservable([.next(210, inner.asObservable()), .completed(220)])
        let res = scheduler.start { outer.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(310)])
    }

    func testInnerErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, testError)])
        let outer = scheduler.createHotObservable([.next(210, inner.asObservable())])
        let res = scheduler.start { outer.switchLatest() }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 220)])
    }

    func testOuterErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let outer = scheduler.createHotObservable([.next(210, inner.asObservable()), .error(250, testError)])
        let res = scheduler.start { outer.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(250, testError)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    }

    func testNeverAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let outer = scheduler.createHotObservable([.next(210, inner.asObservable())])
        let res = scheduler.start(disposed: 260) { outer.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 260)])
    }
}
