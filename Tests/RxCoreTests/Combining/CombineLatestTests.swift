import RxCore
import RxCoreTest
import XCTest

final class CombineLatestTests: RxTestCase {
    func testEmitsOnceBothHaveValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 4), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(250, 20), .completed(320)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 12), .next(240, 14), .next(250, 24), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func testTupleForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(300)])
        let res = scheduler.start { Observable.combineLatest(xs, ys).map { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a"), .completed(300)])
    }

    // RxSwift's rule: a source that completes without a value does not end the operator; it
    // ends when every source has completed, or when another source emits once all the others
    // have completed (nothing can ever combine then).
    func testEmptySourceWaitsUntilAnotherEmitsWithAllOthersDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(300)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testEmptySourceWithANeverSourceNeverCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testBothEmptyCompleteWhenTheLastCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testThreeSourcesWaitForTheOneThatIsNotDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let ys = scheduler.createHotObservable([.next(220, 1)])
        let zs = scheduler.createHotObservable([.next(230, 2), .completed(240)])
        let res = scheduler.start { Observable.combineLatest(xs, ys, zs) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testCollectionEmptySourceWaitsLikeTheFixedArities() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(300)])
        let zs = scheduler.createHotObservable([.next(230, 20), .completed(240)])
        let res = scheduler.start { Observable.combineLatest([xs, ys, zs]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.completed(300)])
    }

    func testNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testErrorFromEitherSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
        let ys = scheduler.createHotObservable([.next(220, 10), .error(240, testError)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 13), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testDisposedMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(300)])
        let res = scheduler.start(disposed: 225) { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(300)])
        let res = scheduler.start {
            Observable.combineLatest(xs, ys) { x, y -> Int in
                if x == 3 { throw testError }
                return x + y
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testThreeSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let b = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(400)])
        let c = scheduler.createHotObservable([.next(230, 3), .completed(410)])
        let res = scheduler.start { Observable.combineLatest(a, b, c) { $0 * 100 + $1 * 10 + $2 } }
        XCTAssertEqual(res.events, [.next(230, 123), .next(240, 143), .completed(410)])
    }

    func testEightSourcesAsTuples() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...8).map { index in
            scheduler.createHotObservable([.next(200 + index * 10, index), .completed(400)])
        }
        let res = scheduler.start {
            Observable.combineLatest(sources[0], sources[1], sources[2], sources[3],
                                     sources[4], sources[5], sources[6], sources[7])
                .map { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) }
        }
        XCTAssertEqual(res.events, [.next(280, 36), .completed(400)])
    }

    func testCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(310)])
        let res = scheduler.start { Observable.combineLatest([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(220, [1, 10]), .next(230, [3, 10]), .completed(310)])
    }

    func testCollectionWithSelectorAndError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(310)])
        let res = scheduler.start { Observable.combineLatest([xs, ys]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testEmptyCollectionAppliesTheSelectorToNoValuesThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) { $0.count } }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
        let arrays = TestScheduler(initialClock: 0).start { Observable.combineLatest([Observable<Int>]()) }
        XCTAssertEqual(arrays.events, [.next(200, []), .completed(200)])
    }

    func testReentrantSourceKeepsOrder() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.combineLatest(a, b) { $0 + $1 }.subscribe(onNext: { value in
            received.append(value)
            if value == 11 { a.onNext(2) }  // re-enters while the first element is delivered
        })
        a.onNext(1)
        b.onNext(10)
        b.onNext(20)
        XCTAssertEqual(received, [11, 12, 22])
        subscription.dispose()
    }

    func testDisposingDuringDeliveryDropsQueuedItems() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(Observable.combineLatest(a, b) { $0 + $1 }.subscribe(onNext: { value in
            received.append(value)
            a.onNext(2)  // queued behind the current delivery...
            subscription.dispose()  // ...and dropped by the disposal
        }))
        a.onNext(1)
        b.onNext(10)
        XCTAssertEqual(received, [11])
        XCTAssertFalse(a.hasObservers)
        XCTAssertFalse(b.hasObservers)
    }
}
