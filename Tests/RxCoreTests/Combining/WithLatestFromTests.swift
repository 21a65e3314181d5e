import RxCore
import RxCoreTest
import XCTest

final class WithLatestFromTests: RxTestCase {
    func testCombinesWithTheLatestOfSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(230, "2a"), .next(250, "3b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)])
    }

    func testWithoutSelectorEmitsSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(400)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(230, "a"), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testReplayingSecondIsReadyForTheFirstElement() {
        let relay = BehaviorSubject(value: "seed")
        var received: [String] = []
        let subscription = Observable.just(1).withLatestFrom(relay) { "\($0)\($1)" }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, ["1seed"])
        subscription.dispose()
    }

    func testErrorOfSecondFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, testError)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testNeverAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let ys = scheduler.createHotObservable([.next(205, 10)])
        let res = scheduler.start(disposed: 250) { xs.withLatestFrom(ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(205, 10)])
        let res = scheduler.start { xs.withLatestFrom(ys) { _, _ -> Int in throw testError } }
        XCTAssertEqual(res.events, [.error(210, testError)])
    }
}
