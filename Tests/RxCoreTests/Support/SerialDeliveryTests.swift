import RxCore
import RxCoreTest
import XCTest

/// Every operator that serialises through a `SerialDrain`: an event that downstream causes
/// while it is handling another one reaches it after that delivery has returned, never nested
/// inside it, and nothing reaches it after the stop event. (The re-entrant event must come
/// from another source than the one delivering: a subject serialises its own events itself.)
final class SerialDeliveryTests: RxTestCase {
    /// Subscribes with a handler that logs the start (`+v`) and end (`-v`) of each delivery
    /// and runs `reenter` in the middle of the first one (or of the first `trigger`).
    private func deliveries<Element: CustomStringConvertible>(
        of observable: Observable<Element>, start: () -> Void = {}, trigger: String? = nil,
        reenter: @escaping () -> Void
    ) -> [String] {
        var log: [String] = []
        var hasReentered = false
        let subscription = observable.subscribe(
            onNext: { element in
                log.append("+\(element)")
                if !hasReentered, trigger == nil || trigger == element.description {
                    hasReentered = true
                    reenter()
                }
                log.append("-\(element)")
            },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") })
        start()
        subscription.dispose()
        return log
    }

    func testFlatMap() {
        let outer = PublishSubject<Int>()
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let log = deliveries(of: outer.flatMap { $0 == 0 ? first : second }, start: {
            outer.onNext(0)
            outer.onNext(1)
            first.onNext(1)
        }, reenter: { second.onNext(2); second.onError(testError); first.onNext(3) })
        XCTAssertEqual(log, ["+1", "-1", "+2", "-2", "error TestError(0)"])
    }

    func testConcatMap() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let log = deliveries(of: outer.concatMap { _ in inner }, start: {
            outer.onNext(0)
            inner.onNext(1)
        }, reenter: { outer.onError(testError); inner.onNext(2) })
        XCTAssertEqual(log, ["+1", "-1", "error TestError(0)"])
    }

    func testFlatMapFirst() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let log = deliveries(of: outer.flatMapFirst { _ in inner }, start: {
            outer.onNext(0)
            inner.onNext(1)
        }, reenter: { outer.onError(testError); inner.onNext(2) })
        XCTAssertEqual(log, ["+1", "-1", "error TestError(0)"])
    }

    func testMergeWithALimit() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let outer = PublishSubject<Observable<Int>>()
        let log = deliveries(of: outer.merge(maxConcurrent: 2), start: {
            outer.onNext(first.asObservable())
            outer.onNext(second.asObservable())
            first.onNext(1)
        }, reenter: { second.onNext(2); first.onNext(3) })
        XCTAssertEqual(log, ["+1", "-1", "+2", "-2", "+3", "-3"])
    }

    func testFlatMapLatestAndSwitchLatest() {
        for useSwitchLatest in [false, true] {
            let outer = PublishSubject<Int>()
            let first = PublishSubject<Int>()
            let second = PublishSubject<Int>()
            let mapped = useSwitchLatest
                ? outer.map { $0 == 0 ? first.asObservable() : second.asObservable() }.switchLatest()
                : outer.flatMapLatest { $0 == 0 ? first.asObservable() : second.asObservable() }
            // `first.onNext(2)` waits in `first` until `first` has finished delivering 1; by
            // then `second` is the latest, so 2 is dropped.
            let log = deliveries(of: mapped, start: {
                outer.onNext(0)
                first.onNext(1)
            }, reenter: { first.onNext(2); outer.onNext(1); second.onNext(4); outer.onCompleted(); second.onCompleted() })
            XCTAssertEqual(log, ["+1", "-1", "+4", "-4", "completed"], "switchLatest: \(useSwitchLatest)")
        }
    }

    func testTakeUntil() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<Void>()
        let log = deliveries(of: source.take(until: other), start: { source.onNext(1) },
                             reenter: { other.onNext(()); source.onNext(2) })
        XCTAssertEqual(log, ["+1", "-1", "completed"])
    }

    func testSample() {
        let source = PublishSubject<Int>()
        let sampler = PublishSubject<Void>()
        let log = deliveries(of: source.sample(sampler), start: {
            source.onNext(1)
            sampler.onNext(())
        }, reenter: { source.onNext(2); source.onError(testError) })
        XCTAssertEqual(log, ["+1", "-1", "error TestError(0)"])
    }

    func testThrottle() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Int>()
        // 2 waits for the end of the throttle window and comes from the timer, not the source.
        let log = deliveries(of: source.throttle(.seconds(10), scheduler: scheduler), start: {
            source.onNext(1)
            source.onNext(2)
            scheduler.advanceTo(10)
        }, trigger: "2", reenter: { source.onNext(3); source.onError(testError) })
        XCTAssertEqual(log, ["+1", "-1", "+2", "-2", "error TestError(0)"])
    }

    func testDebounce() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Int>()
        let log = deliveries(of: source.debounce(.seconds(10), scheduler: scheduler), start: {
            source.onNext(1)
            scheduler.advanceTo(20)
        }, reenter: { source.onNext(2); source.onCompleted() })
        XCTAssertEqual(log, ["+1", "-1", "+2", "-2", "completed"])
    }

    func testBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Int>()
        let buffered = source.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler).map { "\($0)" }
        // [1] comes from the timer; 2 and 3 fill the next buffer while [1] is being delivered.
        let log = deliveries(of: buffered, start: {
            source.onNext(1)
            scheduler.advanceTo(100)
        }, trigger: "[1]", reenter: { source.onNext(2); source.onNext(3) })
        XCTAssertEqual(log, ["+[1]", "-[1]", "+[2, 3]", "-[2, 3]"])
    }
}
