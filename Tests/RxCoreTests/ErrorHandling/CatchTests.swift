import RxCore
import RxCoreTest
import XCTest

final class CatchTests: RxTestCase {
    func testSwitchesToTheHandlersObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        var caught: [String] = []
        let res = scheduler.start {
            xs.catch { error in
                caught.append("\(error)")
                return ys.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(caught, ["\(testError)"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testCompletionPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { xs.catchAndReturn(9) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
    }

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let res = scheduler.start { xs.catchAndReturn(9) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 9), .completed(230)])
    }

    func testThrowingHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, testError)])
        let res = scheduler.start { xs.catch { _ in throw TestError(id: 2) } }
        XCTAssertEqual(res.events, [.error(230, TestError(id: 2))])
    }

    func testNeverAndDisposalOfFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, testError)])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(100, 3)])
        let res = scheduler.start(disposed: 300) { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(240, 2)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 300)])
    }
}
