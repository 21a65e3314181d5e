import Foundation
import RxCore
import RxCoreTest
import XCTest

final class TestSchedulerTests: RxTestCase {
    func testWorkAtOrBeforeClockRunsAtNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [Int] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in times.append(scheduler.clock); return Disposables.create() }
        }
        scheduler.start()
        XCTAssertEqual(times, [101])
    }

    func testScheduleRelativeUsesResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        var times: [Int] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in times.append(scheduler.clock); return Disposables.create() }
        scheduler.start()
        XCTAssertEqual(times, [20])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 2))
    }

    func testAdvanceToRunsOnlyDueWork() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        scheduler.scheduleAt(10) { log.append(10) }
        scheduler.scheduleAt(30) { log.append(30) }
        scheduler.advanceTo(20)
        XCTAssertEqual(log, [10])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.advanceTo(40)
        XCTAssertEqual(log, [10, 30])
    }

    func testDisposedWorkDoesNotRun() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        let disposable = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in ran = true; return Disposables.create() }
        disposable.dispose()
        scheduler.start()
        XCTAssertFalse(ran)
    }

    func testSchedulePeriodic() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [Int] = []
        var subscription: Disposable?
        subscription = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(5)) { state in
            ticks.append(scheduler.clock)
            if state == 2 { subscription?.dispose() }
            return state + 1
        }
        scheduler.start()
        XCTAssertEqual(ticks, [10, 15, 20])
    }

    func testColdObservableSubscriptionsAndRecordedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable(.next(5, "a"), .completed(10))
        XCTAssertEqual(cold.recordedEvents, Recorded.events(.next(5, "a"), .completed(10)))
        let observer = scheduler.start(created: 0, subscribed: 50, disposed: 100) { cold }
        XCTAssertEqual(observer.events, [.next(55, "a"), .completed(60)])
        XCTAssertEqual(cold.subscriptions, [Subscription(50, 60)])
        XCTAssertEqual(recordedElements(observer.events), ["a"])
    }

    func testHotEventsBeforeSubscriptionAreLost() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable(.next(150, 1), .next(250, 2))
        let observer = scheduler.start { hot }
        XCTAssertEqual(observer.events, [.next(250, 2)])
        XCTAssertEqual(hot.subscriptions, [Subscription(200, 1000)])
    }

    func testSubscriptionDescription() {
        XCTAssertEqual(Subscription(1).debugDescription, "(1: Infinity)")
        XCTAssertEqual(Subscription(1, 2), Subscription(1, 2))
    }
}

final class CurrentThreadSchedulerTests: RxTestCase {
    func testNestedWorkIsQueuedInOrder() {
        var log: [String] = []
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
            log.append("outer start")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("inner")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer start", "outer end", "inner"])
    }

    func testDisposedQueuedWorkDoesNotRun() {
        var ran = false
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            CurrentThreadScheduler.instance.schedule(()) { _ in ran = true; return Disposables.create() }.dispose()
            return Disposables.create()
        }
        XCTAssertFalse(ran)
    }

    func testInfiniteSourceStopsWhenDownstreamCompletes() {
        var values: [Int] = []
        _ = Observable.repeatElement(1).take(3).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 1, 1])
    }
}

final class HistoricalSchedulerTests: RxTestCase {
    func testRunsInDateOrder() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 100))
        var times: [TimeInterval] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in times.append(scheduler.now.timeIntervalSince1970); return Disposables.create() }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in times.append(scheduler.now.timeIntervalSince1970); return Disposables.create() }
        scheduler.start()
        XCTAssertEqual(times, [110, 120])
    }
}

final class TestSchedulerTimingTests: RxTestCase {
    /// As RxTest: absolute times are kept (work at the current time runs now); only relative
    /// work due now or earlier moves to clock + 1.
    func testAbsoluteWorkAtTheCurrentTimeRunsThen() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(1, 1), .completed(2)])
        let observer = scheduler.start(created: 0, subscribed: 0, disposed: 100) { cold }
        XCTAssertEqual(observer.events, [.next(1, 1), .completed(2)])
        XCTAssertEqual(cold.subscriptions, [Subscription(0, 2)])

        let relative = TestScheduler(initialClock: 0)
        var times: [TestTime] = []
        relative.scheduleAt(10) {
            times.append(relative.clock)
            _ = relative.schedule(()) { _ in times.append(relative.clock); return Disposables.create() }
        }
        relative.start()
        XCTAssertEqual(times, [10, 11])
    }

    func testManyItemsRunInTimeOrderAndInScheduleOrderAtTheSameTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var generator = SystemRandomNumberGenerator()
        let times = (0..<2_000).map { _ in Int.random(in: 1...50, using: &generator) }
        var ran: [(time: Int, index: Int)] = []
        for (index, time) in times.enumerated() {
            _ = scheduler.scheduleRelative((), dueTime: .seconds(time)) { _ in
                ran.append((scheduler.clock, index))
                return Disposables.create()
            }
        }
        scheduler.start()
        let expected = times.enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }
        XCTAssertEqual(ran.map(\.time), expected.map(\.element))
        XCTAssertEqual(ran.map(\.index), expected.map(\.offset))
    }
}
