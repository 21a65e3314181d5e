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

/// Concats nested in their last source run in one subscription, however deep (RxSwift's tail
/// recursion): no stack or memory per level.
final class NestedConcatTests: RxTestCase {
    /// `[source(level), [source(level + 1), […]].concat()].concat()`, built lazily as it runs.
    private func nested(from level: Int, to depth: Int, _ source: @escaping (Int) -> Observable<Int>) -> Observable<Int> {
        if level == depth { return .empty() }
        return Observable.concat([0, 1].lazy.map { index in
            index == 0 ? source(level) : self.nested(from: level + 1, to: depth, source)
        })
    }

    func testNestedConcatsRunInTurnAtTheirVirtualTimes() {
        maxTailRecursiveSinkStackSize = 0
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<3).map { value in
            scheduler.createColdObservable([.next(10, value), .completed(20)])
        }
        let res = scheduler.start { self.nested(from: 0, to: 3) { sources[$0].asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 0), .next(230, 1), .next(250, 2), .completed(260)])
        XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 220)], [Subscription(220, 240)], [Subscription(240, 260)]])
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 1, "each nested concat replaces the one it was last in")
    }

    func testDeeplyNestedSynchronousConcatsDoNotGrowTheStack() {
        let depth = 100_000
        var count = 0
        var completed = false
        _ = nested(from: 0, to: depth) { Observable.just($0) }
            .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
        XCTAssertEqual(count, depth)
        XCTAssertTrue(completed)
    }

    func testDisposingStopsTheNestedConcatsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<3).map { value in
            scheduler.createColdObservable([.next(10, value), .completed(20)])
        }
        let res = scheduler.start(disposed: 230) { self.nested(from: 0, to: 3) { sources[$0].asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 0)])
        XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 220)], [Subscription(220, 230)], []])
    }
}
