import RxCore
import RxCoreTest
import XCTest

/// Single/Maybe filtering, Maybe's ifEmpty, and `do`/`debug` on the traits.
final class TraitOperatorTests: RxTestCase {
    func testSingleFilterAndCompactMapGiveMaybes() {
        var events: [String] = []
        let record = { (maybe: Maybe<Int>) in
            _ = maybe.subscribe(onSuccess: { events.append("\($0)") }, onError: { _ in events.append("error") },
                                onCompleted: { events.append("empty") })
        }
        record(Single.just(2).filter { $0 % 2 == 0 })
        record(Single.just(3).filter { $0 % 2 == 0 })
        record(Single.just(3).filter { _ in throw testError })
        record(Single.just("7").compactMap { Int($0) })
        record(Single.just("x").compactMap { Int($0) })
        XCTAssertEqual(events, ["2", "empty", "error", "7", "empty"])
    }

    func testMaybeFilterCompactMapAndIfEmpty() {
        var events: [String] = []
        _ = Maybe.just(1).filter { $0 > 1 }.ifEmpty(default: 9).subscribe(onSuccess: { events.append("\($0)") })
        _ = Maybe.just("4").compactMap { Int($0) }.ifEmpty(default: 0).subscribe(onSuccess: { events.append("\($0)") })
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(5)).subscribe(onSuccess: { events.append("\($0)") })
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Maybe.empty())
            .subscribe(onSuccess: { _ in events.append("element") }, onCompleted: { events.append("empty") })
        _ = Maybe<Int>.error(testError).ifEmpty(default: 1).subscribe(onFailure: { _ in events.append("error") })
        XCTAssertEqual(events, ["9", "4", "5", "empty", "error"])
    }

    func testIfEmptySwitchesInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
        let fallback = scheduler.createColdObservable([.next(20, 3), .completed(20)])
        let res = scheduler.start {
            empty.asObservable().asMaybe().ifEmpty(switchTo: fallback.asObservable().asSingle()).asObservable()
        }
        XCTAssertEqual(res.events, [.next(230, 3), .completed(230)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(210, 230)])
    }

    func testMaybeAndCompletableDo() {
        var hooks: [String] = []
        _ = Maybe.just(1).do(onNext: { hooks.append("next \($0)") }, onCompleted: { hooks.append("completed") },
                             onSubscribe: { hooks.append("subscribe") }, onDispose: { hooks.append("dispose") })
            .subscribe()
        _ = Completable.empty().do(onCompleted: { hooks.append("done") }, onSubscribed: { hooks.append("subscribed") })
            .subscribe()
        var failed = false
        _ = Completable.empty().do(onCompleted: { throw testError }).subscribe(onError: { _ in failed = true })
        // Completable.empty() completes while subscribing, so its completion precedes onSubscribed.
        XCTAssertEqual(hooks, ["subscribe", "next 1", "completed", "dispose", "done", "subscribed"])
        XCTAssertTrue(failed)
    }

    func testDebugKeepsTheTrait() {
        var value: Int?
        _ = Single.just(1).debug("single", trimOutput: true).subscribe(onSuccess: { value = $0 })
        var completed = false
        _ = Completable.empty().debug().subscribe(onCompleted: { completed = true })
        XCTAssertEqual(value, 1)
        XCTAssertTrue(completed)
    }
}
