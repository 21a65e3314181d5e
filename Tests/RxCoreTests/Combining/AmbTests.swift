import RxCore
import RxCoreTest
import XCTest

final class AmbTests: RxTestCase {
    func testFirstToEmitWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { xs.amb(ys) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testErrorCanWin() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start { Observable.amb([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testNeverAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start(disposed: 300) { xs.amb(ys) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testSynchronousWinnerSkipsLaterSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start { Observable.amb([Observable.just(1), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(ys.subscriptions, [])
    }
}
