import RxCore
import RxCoreTest
import XCTest

final class SingleCombiningTests: RxTestCase {
    func testFlatMapMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, "a"), .completed(10)])
        let res = scheduler.start {
            Single.just(1).flatMapMaybe { _ in inner.asObservable().asMaybe() }.asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, "a"), .completed(210)])

        var events: [String] = []
        _ = Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }
            .subscribe(onSuccess: { events.append("\($0)") }, onCompleted: { events.append("empty") })
        _ = Single.just(1).flatMapMaybe { _ -> Maybe<Int> in throw testError }
            .subscribe(onError: { events.append("\($0)") })
        XCTAssertEqual(events, ["empty", "\(testError)"])
    }

    func testFlatMapCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([Recorded<Event<Never>>.completed(30)])
        let res = scheduler.start {
            Single.just(1).flatMapCompletable { _ in inner.asObservable().asCompletable() }.asObservable()
        }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(200, 230)])

        var failures = 0
        _ = Single<Int>.error(testError).flatMapCompletable { _ in Completable.empty() }
            .subscribe(onError: { _ in failures += 1 })
        _ = Single.just(1).flatMapCompletable { _ -> Completable in throw testError }
            .subscribe(onError: { _ in failures += 1 })
        XCTAssertEqual(failures, 2)
    }

    func testZipWaitsForEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let b = scheduler.createColdObservable([.next(30, "b"), .completed(30)])
        let res = scheduler.start {
            Single.zip(a.asObservable().asSingle(), b.asObservable().asSingle()) { "\($0)\($1)" }.asObservable()
        }
        XCTAssertEqual(res.events, [.next(230, "1b"), .completed(230)])
    }

    func testZipTupleFormsUpToEight() {
        var pair: (Int, String)?
        _ = Single.zip(Single.just(1), Single.just("x")).subscribe(onSuccess: { pair = $0 })
        XCTAssertEqual(pair?.0, 1)
        XCTAssertEqual(pair?.1, "x")

        var eight: [Int] = []
        _ = Single.zip(Single.just(1), Single.just(2), Single.just(3), Single.just(4),
                       Single.just(5), Single.just(6), Single.just(7), Single.just(8))
            .subscribe(onSuccess: { eight = [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] })
        XCTAssertEqual(eight, Array(1...8))

        var sum = 0
        _ = Single.zip(Single.just(1), Single.just(2), Single.just(3)) { $0 + $1 + $2 }.subscribe(onSuccess: { sum = $0 })
        XCTAssertEqual(sum, 6)
    }

    func testZipFailsAtTheFirstErrorAndOnAThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let slow = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        let failing = scheduler.createColdObservable([Recorded<Event<Int>>.error(20, testError)])
        let res = scheduler.start {
            Single.zip(slow.asObservable().asSingle(), failing.asObservable().asSingle()) { $0 + $1 }.asObservable()
        }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 220)])

        var failed = false
        _ = Single.zip(Single.just(1), Single.just(2)) { _, _ -> Int in throw testError }
            .subscribe(onFailure: { _ in failed = true })
        XCTAssertTrue(failed)
    }

    func testZipCollection() {
        var values: [[Int]] = []
        _ = Single.zip([Single.just(1), Single.just(2), Single.just(3)]).subscribe(onSuccess: { values.append($0) })
        _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { values.append($0) })
        _ = Single.zip([Single.just(4), Single.just(5)]) { [$0.reduce(0, +)] }.subscribe(onSuccess: { values.append($0) })
        _ = Single.zip([Single<Int>]()) { _ in [-1] }.subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [[1, 2, 3], [], [9], [-1]])

        var failed = false
        _ = Single.zip([Single<Int>]()) { _ -> Int in throw testError }.subscribe(onFailure: { _ in failed = true })
        XCTAssertTrue(failed)
    }

    func testMaybeZipCompletesEmptyWhenOneSourceIsEmpty() {
        var events: [String] = []
        _ = Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 }
            .subscribe(onSuccess: { events.append("\($0)") }, onCompleted: { events.append("empty") })
        _ = Maybe.zip(Maybe.just(1), Maybe<Int>.empty())
            .subscribe(onSuccess: { _ in events.append("pair") }, onCompleted: { events.append("empty") })
        XCTAssertEqual(events, ["3", "empty"])
    }

    func testDeferredBuildsPerSubscription() {
        var built = 0
        let single = Single<Int>.deferred {
            built += 1
            return .just(built)
        }
        var values: [Int] = []
        _ = single.subscribe(onSuccess: { values.append($0) })
        _ = single.subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [1, 2])

        var failed = false
        _ = Single<Int>.deferred { throw testError }.subscribe(onFailure: { _ in failed = true })
        var completed = false
        _ = Completable.deferred { .empty() }.subscribe(onCompleted: { completed = true })
        var empty = false
        _ = Maybe<Int>.deferred { .empty() }.subscribe(onCompleted: { empty = true })
        XCTAssertTrue(failed)
        XCTAssertTrue(completed)
        XCTAssertTrue(empty)
    }

    func testDeferredDisposalMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        let res = scheduler.start(disposed: 250) { Single<Int>.deferred { inner.asObservable().asSingle() }.asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(inner.subscriptions, [Subscription(200, 250)])
    }
}
