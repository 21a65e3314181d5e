import RxCore
import RxCoreTest
import XCTest

private let numbers: [Recorded<Event<Int>>] = [.next(150, 0), .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 1),
                                               .next(250, 3), .completed(300)]

final class DistinctUntilChangedTests: RxTestCase {
    func testForms() {
        XCTAssertEqual(recordedElements(marble(numbers) { $0.distinctUntilChanged() }.events), [1, 2, 1, 3])
        XCTAssertEqual(recordedElements(marble(numbers) { $0.distinctUntilChanged { $0 % 2 } }.events), [1, 2, 1])
        XCTAssertEqual(recordedElements(marble(numbers) { $0.distinctUntilChanged { $0 >= $1 } }.events), [1, 2, 3])
        XCTAssertEqual(recordedElements(marble(numbers) { $0.distinctUntilChanged({ $0 * 2 }, comparer: ==) }.events), [1, 2, 1, 3])
        XCTAssertRecordedElements(marble([.next(210, "a"), .next(220, "b"), .next(230, "cc")]) {
            $0.distinctUntilChanged(at: \.count)
        }.events, ["a", "cc"])
    }

    func testFlows() {
        XCTAssertEqual(marble(numbers) { $0.distinctUntilChanged() }.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(marble([Recorded<Event<Int>>.error(250, testError)]) { $0.distinctUntilChanged() }.events, [.error(250, testError)])
        XCTAssertEqual(marble([Recorded<Event<Int>>]()) { $0.distinctUntilChanged() }.events, [])
        XCTAssertEqual(marble(numbers, disposed: 225) { $0.distinctUntilChanged() }.events, [.next(210, 1)])
        XCTAssertEqual(marble(numbers) { $0.distinctUntilChanged { (_: Int) -> Int in throw testError } }.events, [.error(210, testError)])
        XCTAssertEqual(marble(numbers) { $0.distinctUntilChanged { (_: Int, _: Int) throws -> Bool in throw testError } }.events,
                       [.next(210, 1), .error(220, testError)])
    }
}

final class TakeSkipTests: RxTestCase {
    func testTakeCount() {
        let result = marble(numbers) { $0.take(2) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 1), .completed(220)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(marble(numbers) { $0.take(0) }.events, [.completed(200)])
        XCTAssertEqual(marble([Recorded<Event<Int>>.error(250, testError)]) { $0.take(2) }.events, [.error(250, testError)])
        XCTAssertEqual(marble(numbers, disposed: 215) { $0.take(5) }.events, [.next(210, 1)])
    }

    func testSkipCount() {
        XCTAssertEqual(recordedElements(marble(numbers) { $0.skip(3) }.events), [1, 3])
        XCTAssertEqual(marble([Recorded<Event<Int>>.completed(250)]) { $0.skip(3) }.events, [.completed(250)])
        XCTAssertEqual(marble(numbers, disposed: 235) { $0.skip(2) }.events, [.next(230, 2)])
    }

    func testTakeAndSkipDuration() {
        XCTAssertEqual(marble(numbers) { $0.take(for: .seconds(25), scheduler: $1) }.events,
                       [.next(210, 1), .next(220, 1), .completed(225)])
        XCTAssertEqual(marble(numbers) { $0.take(.seconds(25), scheduler: $1) }.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(marble(numbers) { $0.skip(.seconds(35), scheduler: $1) }.events,
                       [.next(240, 1), .next(250, 3), .completed(300)])
        XCTAssertEqual(marble([Recorded<Event<Int>>.error(210, testError)]) { $0.take(for: .seconds(25), scheduler: $1) }.events,
                       [.error(210, testError)])
    }

    func testTakeUntilAndSkipUntilOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(numbers)
        let other = scheduler.createHotObservable([.next(225, "stop"), .completed(400)])
        let taken = scheduler.start { source.take(until: other) }
        XCTAssertEqual(taken.events, [.next(210, 1), .next(220, 1), .completed(225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])

        let skipScheduler = TestScheduler(initialClock: 0)
        let skipSource = skipScheduler.createHotObservable(numbers)
        let skipOther = skipScheduler.createHotObservable([.next(235, "go")])
        let skipped = skipScheduler.start { skipSource.skip(until: skipOther) }
        XCTAssertEqual(skipped.events, [.next(240, 1), .next(250, 3), .completed(300)])
        XCTAssertEqual(skipOther.subscriptions, [Subscription(200, 235)])

        let errorScheduler = TestScheduler(initialClock: 0)
        let errorSource = errorScheduler.createHotObservable(numbers)
        let failing = errorScheduler.createHotObservable([Recorded<Event<Int>>.error(215, testError)])
        XCTAssertEqual(errorScheduler.start { errorSource.take(until: failing) }.events, [.next(210, 1), .error(215, testError)])
    }

    func testIfEmptyReleasesTheSourceBeforeSwitching() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let other = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.start { source.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(observer.events, [.next(220, 1), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 230)])
    }

    func testSkipForADurationStillForwardsAnEarlyCompletion() {
        XCTAssertEqual(marble([.next(210, 1), .completed(230)]) { $0.skip(.seconds(50), scheduler: $1) }.events, [.completed(230)])
    }

    func testSkipUntilForwardsNotEvenCompletionBeforeTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(numbers)
        let trigger = scheduler.createHotObservable([.next(400, "late")])
        let observer = scheduler.start { source.skip(until: trigger) }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 300)])
    }

    func testTakeWhileAndUntilPredicate() {
        XCTAssertEqual(recordedElements(marble(numbers) { $0.take(while: { $0 < 2 }) }.events), [1, 1])
        XCTAssertEqual(marble(numbers) { $0.take(while: { $0 < 2 }, behavior: .inclusive) }.events,
                       [.next(210, 1), .next(220, 1), .next(230, 2), .completed(230)])
        XCTAssertEqual(marble(numbers) { $0.take(until: { $0 == 2 }) }.events, [.next(210, 1), .next(220, 1), .completed(230)])
        XCTAssertEqual(marble(numbers) { $0.take(until: { $0 == 2 }, behavior: .inclusive) }.events,
                       [.next(210, 1), .next(220, 1), .next(230, 2), .completed(230)])
        XCTAssertEqual(marble(numbers) { $0.take(while: { _ in throw testError }) }.events, [.error(210, testError)])
        XCTAssertEqual(marble([Recorded<Event<Int>>.completed(250)]) { $0.take(while: { _ in true }) }.events, [.completed(250)])
    }

    func testSkipWhile() {
        XCTAssertEqual(recordedElements(marble(numbers) { $0.skip(while: { $0 < 2 }) }.events), [2, 1, 3])
        XCTAssertEqual(marble(numbers) { $0.skip(while: { _ in throw testError }) }.events, [.error(210, testError)])
        XCTAssertEqual(marble(numbers, disposed: 235) { $0.skip(while: { $0 < 2 }) }.events, [.next(230, 2)])
    }

    func testTakeLast() {
        XCTAssertEqual(marble(numbers) { $0.takeLast(2) }.events, [.next(300, 1), .next(300, 3), .completed(300)])
        XCTAssertEqual(marble([Recorded<Event<Int>>.next(210, 1), .error(250, testError)]) { $0.takeLast(2) }.events,
                       [.error(250, testError)])
        XCTAssertEqual(marble(numbers, disposed: 260) { $0.takeLast(2) }.events, [])
    }

    func testElementAt() {
        XCTAssertEqual(marble(numbers) { $0.element(at: 2) }.events, [.next(230, 2), .completed(230)])
        XCTAssertEqual(marble(numbers) { $0.element(at: 10) }.events, [.error(300, RxError.argumentOutOfRange)])
        XCTAssertEqual(marble(numbers) { $0.element(at: -1) }.events, [.error(200, RxError.argumentOutOfRange)])
    }

    func testIgnoreElements() {
        // `Observable<Never>` has no elements; materialize to observe its stop events.
        XCTAssertEqual(marble(numbers) { $0.ignoreElements().materialize().map { $0.isCompleted } }.events,
                       [.next(300, true), .completed(300)])
        XCTAssertEqual(marble([Recorded<Event<Int>>.error(250, testError)]) {
            $0.ignoreElements().materialize().map { $0.error != nil }
        }.events, [.next(250, true), .completed(250)])
    }

    func testIfEmpty() {
        XCTAssertEqual(marble([Recorded<Event<Int>>.completed(250)]) { $0.ifEmpty(default: 9) }.events, [.next(250, 9), .completed(250)])
        XCTAssertEqual(recordedElements(marble(numbers) { $0.ifEmpty(default: 9) }.events), [1, 1, 2, 1, 3])
        XCTAssertEqual(marble([Recorded<Event<Int>>.completed(250)]) { $0.ifEmpty(switchTo: .of(7, 8)) }.events,
                       [.next(250, 7), .next(250, 8), .completed(250)])
        XCTAssertEqual(marble([Recorded<Event<Int>>.error(250, testError)]) { $0.ifEmpty(default: 9) }.events, [.error(250, testError)])
        XCTAssertEqual(marble([Recorded<Event<Int>>.completed(250)], disposed: 240) { $0.ifEmpty(default: 9) }.events, [])
    }
}

final class TimedFilteringTests: RxTestCase {
    private let bursts: [Recorded<Event<Int>>] = [.next(210, 1), .next(215, 2), .next(240, 3), .next(300, 4), .next(305, 5),
                                                  .completed(310)]

    func testDebounce() {
        XCTAssertEqual(marble(bursts) { $0.debounce(.seconds(10), scheduler: $1) }.events,
                       [.next(225, 2), .next(250, 3), .next(310, 5), .completed(310)])
        XCTAssertEqual(marble([.next(210, 1), .error(215, testError)]) { $0.debounce(.seconds(10), scheduler: $1) }.events,
                       [.error(215, testError)])
        XCTAssertEqual(marble(bursts, disposed: 220) { $0.debounce(.seconds(10), scheduler: $1) }.events, [])
        XCTAssertEqual(marble([Recorded<Event<Int>>]()) { $0.debounce(.seconds(10), scheduler: $1) }.events, [])
    }

    func testThrottleLatest() {
        XCTAssertEqual(marble(bursts) { $0.throttle(.seconds(20), scheduler: $1) }.events,
                       [.next(210, 1), .next(230, 2), .next(250, 3), .next(300, 4), .next(320, 5), .completed(320)])
    }

    func testThrottleReleasesACompletedSourceWhileTheLastElementWaits() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(260)])
        let observer = scheduler.start { source.throttle(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(310, 2), .completed(310)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 260)])
    }

    func testThrottleNotLatest() {
        XCTAssertEqual(marble(bursts) { $0.throttle(.seconds(20), latest: false, scheduler: $1) }.events,
                       [.next(210, 1), .next(240, 3), .next(300, 4), .completed(310)])
        XCTAssertEqual(marble([.next(210, 1), .error(215, testError)]) { $0.throttle(.seconds(10), scheduler: $1) }.events,
                       [.next(210, 1), .error(215, testError)])
        XCTAssertEqual(marble(bursts, disposed: 220) { $0.throttle(.seconds(20), scheduler: $1) }.events, [.next(210, 1)])
    }

    func testSample() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(bursts)
        let sampler = scheduler.createHotObservable([.next(220, ()), .next(230, ()), .next(250, ()), .next(320, ())])
        let observer = scheduler.start { source.sample(sampler) }
        XCTAssertEqual(observer.events, [.next(220, 2), .next(250, 3), .next(320, 5), .completed(320)])

        let other = TestScheduler(initialClock: 0)
        let source2 = other.createHotObservable([Recorded<Event<Int>>.next(210, 1)])
        let sampler2 = other.createHotObservable([.next(220, ()), .next(230, ())])
        XCTAssertEqual(other.start { source2.sample(sampler2, defaultValue: 0) }.events, [.next(220, 1), .next(230, 0)])

        let failing = TestScheduler(initialClock: 0)
        let source3 = failing.createHotObservable([Recorded<Event<Int>>.next(210, 1)])
        let sampler3 = failing.createHotObservable([Recorded<Event<Int>>.error(220, testError)])
        XCTAssertEqual(failing.start { source3.sample(sampler3) }.events, [.error(220, testError)])
    }

    func testSampleReleasesTheSourceWhenItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let sampler = scheduler.createHotObservable([.next(220, ()), .next(300, ())])
        let observer = scheduler.start { source.sample(sampler) }
        XCTAssertEqual(observer.events, [.next(220, 1), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(sampler.subscriptions, [Subscription(200, 300)])
    }
}
