import RxCore
import RxCoreTest
import XCTest

final class DeferredTests: RxTestCase {
    func testFactoryRunsPerSubscription() {
        var calls = 0
        let observable = Observable<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        var values: [Int] = []
        _ = observable.subscribe(onNext: { values.append($0) })
        _ = observable.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
    }

    func testThrowingFactory() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.deferred { throw testError } }
        XCTAssertEqual(observer.events, [.error(200, testError)])
    }
}

final class RangeRepeatGenerateTests: RxTestCase {
    func testRange() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable.range(start: 5, count: 3) }.events,
                       [.next(200, 5), .next(200, 6), .next(200, 7), .completed(200)])
        let empty = TestScheduler(initialClock: 0)
        XCTAssertEqual(empty.start { Observable.range(start: 5, count: 0) }.events, [.completed(200)])
        let virtual = TestScheduler(initialClock: 0)
        XCTAssertEqual(virtual.start(disposed: 203) { Observable.range(start: 1, count: 5, scheduler: virtual) }.events,
                       [.next(201, 1), .next(202, 2)])
        let overflow = TestScheduler(initialClock: 0)
        XCTAssertEqual(overflow.start { Observable<Int8>.range(start: 120, count: 10) }.events, [.error(200, RxError.overflow)])
    }

    func testRepeatElementUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 204) { Observable.repeatElement("x", scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, "x"), .next(202, "x"), .next(203, "x")])
        var count = 0
        _ = Observable.repeatElement(1).take(5).subscribe(onNext: { count += $0 })
        XCTAssertEqual(count, 5)
    }

    func testGenerate() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable.generate(initialState: 1, condition: { $0 < 10 }, iterate: { $0 * 3 }) }.events,
                       [.next(200, 1), .next(200, 3), .next(200, 9), .completed(200)])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(failing.start {
            Observable.generate(initialState: 1, condition: { _ in true }, iterate: { _ in throw testError })
        }.events, [.next(200, 1), .error(200, testError)])
        let badCondition = TestScheduler(initialClock: 0)
        XCTAssertEqual(badCondition.start {
            Observable.generate(initialState: 1, condition: { _ in throw testError }, iterate: { $0 })
        }.events, [.error(200, testError)])
        let virtual = TestScheduler(initialClock: 0)
        XCTAssertEqual(virtual.start(disposed: 202) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: virtual, iterate: { $0 + 1 })
        }.events, [.next(201, 0)])
    }
}

final class TimerIntervalTests: RxTestCase {
    func testInterval() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 335) { Observable<Int>.interval(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(230, 0), .next(260, 1), .next(290, 2), .next(320, 3)])
    }

    func testTimerOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(250, 0), .completed(250)])
    }

    func testTimerPeriodic() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 300) { Observable<Int>.timer(.seconds(50), period: .seconds(20), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(250, 0), .next(270, 1), .next(290, 2)])
    }

    func testTimerDisposedBeforeFiring() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 240) { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [])
    }
}

private final class Resource: Disposable {
    let onDispose: () -> Void
    init(_ onDispose: @escaping () -> Void) { self.onDispose = onDispose }
    func dispose() { onDispose() }
}

final class UsingTests: RxTestCase {
    func testResourceDisposedWithSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: Int?
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let observer = scheduler.start {
            Observable.using({ Resource { disposedAt = scheduler.clock } }, observableFactory: { _ in source.asObservable() })
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(disposedAt, 300)
    }

    func testDisposedMidwayAndThrowingFactories() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: Int?
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let observer = scheduler.start(disposed: 220) {
            Observable.using({ Resource { disposedAt = scheduler.clock } }, observableFactory: { _ in source.asObservable() })
        }
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(disposedAt, 220)

        var resourceDisposed = false
        var events: [Event<Int>] = []
        _ = Observable<Int>.using({ Resource { resourceDisposed = true } },
                                  observableFactory: { _ in throw testError }).subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
        XCTAssertTrue(resourceDisposed)

        events = []
        _ = Observable<Int>.using({ () throws -> Resource in throw testError },
                                  observableFactory: { _ in .just(1) }).subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
    }
}
