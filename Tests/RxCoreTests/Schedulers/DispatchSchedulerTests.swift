import Foundation
import RxCore
import RxCoreTest
import XCTest

final class DispatchSchedulerTests: RxTestCase {
    func testSerialSchedulerRunsOffTheCallingThreadInOrder() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
        let done = expectation(description: "values")
        let values = Locked<[Int]>([])
        let subscription = Observable.of(1, 2, 3, scheduler: scheduler).subscribe(onNext: { value in
            values.mutate { $0.append(value) }
        }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        XCTAssertEqual(values.value, [1, 2, 3])
        subscription.dispose()
    }

    func testConcurrentSchedulerRelativeAndPeriodic() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let fired = expectation(description: "relative")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in fired.fulfill(); return Disposables.create() }
        let ticks = expectation(description: "periodic")
        ticks.expectedFulfillmentCount = 3
        ticks.assertForOverFulfill = false
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) { state in
            ticks.fulfill()
            return state + 1
        }
        wait(for: [fired, ticks], timeout: 5)
        periodic.dispose()
    }

    func testDisposedWorkDoesNotRun() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.dispose")
        let ran = Locked(false)
        scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in ran.mutate { $0 = true }; return Disposables.create() }.dispose()
        let after = expectation(description: "after")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(100)) { _ in after.fulfill(); return Disposables.create() }
        wait(for: [after], timeout: 5)
        XCTAssertFalse(ran.value)
    }

    func testMainSchedulerRunsAtOnceOnMainThreadAndDispatchesOtherwise() {
        XCTAssertTrue(Thread.isMainThread)
        var ranInline = false
        _ = MainScheduler.instance.schedule(()) { _ in ranInline = true; return Disposables.create() }
        XCTAssertTrue(ranInline)

        let onMain = expectation(description: "main")
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                XCTAssertTrue(Thread.isMainThread)
                onMain.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [onMain], timeout: 5)

        let async = expectation(description: "async")
        var ranLater = false
        _ = MainScheduler.asyncInstance.schedule(()) { _ in ranLater = true; async.fulfill(); return Disposables.create() }
        XCTAssertFalse(ranLater)
        wait(for: [async], timeout: 5)
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in Disposables.create() }
    }

    func testMainSchedulerQueuesWorkScheduledFromItsOwnWorkBehindIt() {
        var messages: [Int] = []
        _ = MainScheduler.instance.schedule(()) { _ in
            messages.append(1)
            _ = MainScheduler.instance.schedule(()) { _ in
                messages.append(3)
                _ = MainScheduler.instance.schedule(()) { _ in
                    messages.append(5)
                    return Disposables.create()
                }
                messages.append(4)
                return Disposables.create()
            }
            messages.append(2)
            return Disposables.create()
        }
        XCTAssertEqual(messages, [1, 2])
        XCTAssertTrue(MainScheduler.hasQueuedWork)
        MainScheduler.drain()
        XCTAssertEqual(messages, [1, 2, 3, 4, 5])
        XCTAssertFalse(MainScheduler.hasQueuedWork)
    }

    func testMainSchedulerQueuedWorkDisposedBeforeItRunsDoesNotRun() {
        var messages: [Int] = []
        _ = MainScheduler.instance.schedule(()) { _ in
            messages.append(1)
            MainScheduler.instance.schedule(()) { _ in
                messages.append(2)
                return Disposables.create()
            }.dispose()
            return Disposables.create()
        }
        MainScheduler.drain()
        XCTAssertEqual(messages, [1])
    }
}

/// A value shared with other threads in tests.
final class Locked<Value>: @unchecked Sendable {  // guarded by `lock`
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
    func mutate(_ body: (inout Value) -> Void) { lock.lock(); defer { lock.unlock() }; body(&stored) }
}

final class ScheduleRecursiveTests: RxTestCase {
    /// On a concurrent scheduler a step's action can start before `schedule` has returned to the
    /// thread that scheduled it. Every step must still leave the group once it has started (a step
    /// kept in it for ever was the symptom of the data race ThreadSanitizer reported here).
    func testEveryStepLeavesTheGroupOnAConcurrentScheduler() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        for _ in 0..<100 {
            let finished = expectation(description: "all steps ran")
            let group = scheduler.scheduleRecursive(0) { step, recurse in
                if step < 20 { recurse(step + 1) } else { finished.fulfill() }
            }
            wait(for: [finished], timeout: 10)
            guard let composite = group as? CompositeDisposable else { return XCTFail("\(group)") }
            let empty = XCTNSPredicateExpectation(predicate: NSPredicate { _, _ in composite.count == 0 }, object: nil)
            wait(for: [empty], timeout: 10)
            group.dispose()
        }
    }

    func testRecursionOnTheTestSchedulerRunsEachStepInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [TestTime] = []
        let group = scheduler.scheduleRecursive(0, dueTime: .seconds(10)) { step, recurse in
            times.append(scheduler.clock)
            if step < 3 { recurse(step + 1, .seconds(5)) }
        }
        scheduler.start()
        XCTAssertEqual(times, [10, 15, 20, 25])
        XCTAssertEqual((group as? CompositeDisposable)?.count, 0)
    }
}

final class OperationQueueSchedulerTests: RxTestCase {
    func testRunsWorkOnTheQueueAndCanBeCancelledBeforeItRuns() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        let ran = expectation(description: "ran")
        let values = Locked<[Int]>([])
        let cancelled = scheduler.schedule(1) { value in values.mutate { $0.append(value) }; return Disposables.create() }
        _ = scheduler.schedule(2) { value in values.mutate { $0.append(value) }; ran.fulfill(); return Disposables.create() }
        cancelled.dispose()
        queue.isSuspended = false
        wait(for: [ran], timeout: 5)
        XCTAssertEqual(values.value, [2])
    }

    func testScheduledDisposableDisposesOnItsSchedulerOnce() {
        let queue = DispatchQueue(label: "test.scheduled-disposal")
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: "queue")
        let done = expectation(description: "disposed")
        let labels = Locked<[String?]>([])
        let disposable = ScheduledDisposable(scheduler: SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "test.inner"),
                                             disposable: Disposables.create {
                                                 labels.mutate { $0.append(DispatchQueue.getSpecific(key: key)) }
                                                 done.fulfill()
                                             })
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        wait(for: [done], timeout: 5)
        XCTAssertEqual(labels.value, ["queue"])
    }
}
