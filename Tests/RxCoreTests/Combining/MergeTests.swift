import RxCore
import RxCoreTest
import XCTest

final class MergeTests: RxTestCase {
    func testStaticMergeInterleaves() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(310)])
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 310)])
    }

    func testStaticMergeOfArrayAndEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.merge([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testErrorStopsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let ys = scheduler.createHotObservable([.next(230, 2), .completed(310)])
        let res = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testInstanceMergeWaitsForOuterAndInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner1 = scheduler.createColdObservable([.next(10, 1), .next(30, 3), .completed(40)])
        let inner2 = scheduler.createColdObservable([.next(5, 2), .completed(100)])
        let outer = scheduler.createHotObservable([
            .next(210, inner1.asObservable()), .next(220, inner2.asObservable()), .completed(230),
        ])
        let res = scheduler.start { outer.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(225, 2), .next(240, 3), .completed(320)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(220, 320)])
    }

    func testMaxConcurrentQueuesInnerObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let inner2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let inner3 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let outer = scheduler.createHotObservable([
            .next(210, inner1.asObservable()), .next(211, inner2.asObservable()),
            .next(212, inner3.asObservable()), .completed(213),
        ])
        let res = scheduler.start { outer.merge(maxConcurrent: 1) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(240, 2), .next(260, 3), .completed(270)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(230, 250)])
        XCTAssertEqual(inner3.subscriptions, [Subscription(250, 270)])
    }

    func testInnerErrorFailsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), Recorded<Event<Int>>.error(20, testError)])
        let outer = scheduler.createHotObservable([.next(210, inner.asObservable())])
        let res = scheduler.start { outer.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
    }

    func testDisposedMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
        let outer = scheduler.createHotObservable([.next(210, inner.asObservable())])
        let res = scheduler.start(disposed: 240) { outer.merge() }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240)])
    }

    func testReentrantEventIsDeliveredAfterTheCurrentOne() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.merge(a.asObservable(), b.asObservable()).subscribe(onNext: { value in
            received.append(value)
            if value == 1 { b.onNext(2) }
            received.append(-value)
        })
        a.onNext(1)
        XCTAssertEqual(received, [1, -1, 2, -2])
        subscription.dispose()
    }

    func testDisposingDuringDeliveryDropsQueuedEvents() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(Observable.merge(a.asObservable(), b.asObservable()).subscribe(onNext: { value in
            received.append(value)
            b.onNext(value + 1)
            subscription.dispose()
        }))
        a.onNext(1)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(a.hasObservers)
    }
}
