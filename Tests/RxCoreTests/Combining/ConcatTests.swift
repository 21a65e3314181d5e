import RxCore
import RxCoreTest
import XCTest

final class ConcatTests: RxTestCase {
    func testSubscribesToTheNextAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
    }

    func testStaticVariadicAndEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.concat(Observable.just(1), Observable.empty(), Observable.of(2, 3)) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
        let noneScheduler = TestScheduler(initialClock: 0)
        let none = noneScheduler.start { Observable.concat([Observable<Int>]()) }
        XCTAssertEqual(none.events, [.completed(200)])
    }

    func testErrorSkipsTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), Recorded<Event<Int>>.error(20, testError)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let res = scheduler.start { Observable.concat([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testNeverBlocksTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let res = scheduler.start { Observable<Int>.never().concat(ys) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testDisposedMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let res = scheduler.start(disposed: 225) { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 225)])
    }

    func testInstanceConcatOfObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let inner2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let outer = scheduler.createHotObservable([
            .next(210, inner1.asObservable()), .next(215, inner2.asObservable()), .completed(216),
        ])
        let res = scheduler.start { outer.concat() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(240, 2), .completed(250)])
    }

    func testLongSynchronousChainDoesNotRecurse() {
        let sources = (0..<20_000).map { Observable.just($0) }
        var count = 0
        var completed = false
        let subscription = Observable.concat(sources).subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
        XCTAssertEqual(count, 20_000)
        XCTAssertTrue(completed)
        subscription.dispose()
    }
}
