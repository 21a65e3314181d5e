import RxCore
import RxCoreTest
import XCTest

final class ZipTests: RxTestCase {
    func testPairsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(400)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(240, 20), .completed(410)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(215, 11), .next(240, 22), .completed(410)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 410)])
    }

    func testTupleForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(300)])
        let res = scheduler.start { Observable.zip(xs, ys).map { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a"), .completed(300)])
    }

    // RxSwift's fixed-arity zips (2-8 sources) complete only once every source has completed,
    // even when an element arrives that can never be paired.
    func testFixedArityWaitsForEverySourceToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(500)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(230, 11), .completed(500)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])

        let three = TestScheduler(initialClock: 0)
        let a = three.createHotObservable([.next(210, 1), .completed(220)])
        let b = three.createHotObservable([.next(210, 2), .next(230, 3), .completed(400)])
        let c = three.createHotObservable([.next(210, 4), .completed(300)])
        XCTAssertEqual(three.start { Observable.zip(a, b, c) { $0 + $1 + $2 } }.events, [.next(210, 7), .completed(400)])
    }

    // The collection zip also completes at an unpairable element once all others have completed.
    func testCollectionCompletesAtAnUnpairableElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(500)])
        let res = scheduler.start { Observable.zip([xs, ys]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(230, 11), .completed(240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testNeverAndEmptyDoNotComplete() {
        // Only every source having completed ends a fixed-arity zip.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let ys = scheduler.createHotObservable([.next(215, 10), .completed(400)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(215, 11), .error(220, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(240, 20), .completed(400)])
        let res = scheduler.start(disposed: 235) { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(215, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(240, 20), .completed(400)])
        let res = scheduler.start {
            Observable.zip(xs, ys) { x, y -> Int in
                if x == 2 { throw testError }
                return x + y
            }
        }
        XCTAssertEqual(res.events, [.next(215, 11), .error(240, testError)])
    }

    func testThreeSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(250, 4), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, "b"), .completed(300)])
        let c = scheduler.createHotObservable([.next(230, 3.5), .completed(300)])
        let res = scheduler.start { Observable.zip(a, b, c) { "\($0)\($1)\($2)" } }
        XCTAssertEqual(res.events, [.next(230, "1b3.5"), .completed(300)])
    }

    func testEightSourcesAsTuples() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = (1...8).map { index in scheduler.createHotObservable([.next(200 + index, index), .completed(300)]) }
        let res = scheduler.start {
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                .map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        }
        XCTAssertEqual(res.events, [.next(208, 36), .completed(300)])
    }

    func testCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(300)])
        let res = scheduler.start { Observable.zip([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(230, [1, 10]), .next(240, [2, 20]), .completed(300)])
    }

    func testEmptyCollectionCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.zip([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }
}
