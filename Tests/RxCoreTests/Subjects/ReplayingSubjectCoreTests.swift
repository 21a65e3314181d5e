import Foundation
import RxCore
import RxCoreTest
import XCTest

/// BehaviorSubject and ReplaySubject share one delivery machine; these run it through both.
final class ReplayingSubjectCoreTests: RxTestCase {
    func testReentrantEventsAreQueuedInOrderForBoth() {
        func check<Subject: SubjectType & ObserverType>(_ subject: Subject, replayed: [Int], file: StaticString = #filePath, line: UInt = #line)
        where Subject.Element == Int {
            var first: [Event<Int>] = []
            var second: [Event<Int>] = []
            let a = subject.subscribe { event in
                first.append(event)
                if case .next(1) = event {
                    subject.onNext(2)
                    subject.onCompleted()
                    subject.onNext(3)
                }
            }
            let b = subject.subscribe { second.append($0) }
            subject.onNext(1)
            XCTAssertEqual(first, replayed.map { .next($0) } + [.next(1), .next(2), .completed], file: file, line: line)
            XCTAssertEqual(second, replayed.map { .next($0) } + [.next(1), .next(2), .completed], file: file, line: line)
            a.dispose()
            b.dispose()
        }
        check(BehaviorSubject(value: 0), replayed: [0])
        check(ReplaySubject<Int>.create(bufferSize: 2), replayed: [])
    }

    func testReentrantEventIsDeliveredToEveryObserverAfterTheCurrentOneNeverNested() {
        let subject = BehaviorSubject(value: 0)
        var depth = 0
        var log: [String] = []
        let first = subject.subscribe(onNext: { value in
            depth += 1
            defer { depth -= 1 }
            log.append("a\(value)@\(depth)")
            if value == 1 { subject.onNext(2) }
        })
        let second = subject.subscribe(onNext: { value in
            depth += 1
            defer { depth -= 1 }
            log.append("b\(value)@\(depth)")
        })
        subject.onNext(1)
        XCTAssertEqual(log, ["a0@1", "b0@1", "a1@1", "b1@1", "a2@1", "b2@1"])
        first.dispose()
        second.dispose()
    }

    func testDisposingFromAnObserverDropsTheEventsQueuedBehindTheCurrentOne() {
        func check<Subject: SubjectType & ObserverType & Disposable>(_ subject: Subject, file: StaticString = #filePath, line: UInt = #line)
        where Subject.Element == Int {
            var first: [Event<Int>] = []
            var second: [Event<Int>] = []
            let a = subject.subscribe { event in
                first.append(event)
                if case .next(1) = event {
                    subject.onNext(2)
                    subject.dispose()
                }
            }
            let b = subject.subscribe { second.append($0) }
            subject.onNext(1)
            subject.onNext(3)
            XCTAssertEqual(first.filter { $0 != .next(0) }, [.next(1)], file: file, line: line)
            XCTAssertEqual(second.filter { $0 != .next(0) }, [.next(1)], file: file, line: line)
            a.dispose()
            b.dispose()
        }
        check(BehaviorSubject(value: 0))
        check(ReplaySubject<Int>.create(bufferSize: 2))
    }

    func testReentrantSubscriptionGetsTheUpdatedMemoryAtOnce() {
        let subject = BehaviorSubject(value: 0)
        var inner: [Int] = []
        var innerSubscription: Disposable?
        let outer = subject.subscribe(onNext: { value in
            if value == 1 { innerSubscription = subject.subscribe(onNext: { inner.append($0) }) }
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(inner, [1, 2])
        outer.dispose()
        innerSubscription?.dispose()
    }

    func testConcurrentSendersAreSerialisedAndCounted() {
        let behavior = BehaviorSubject(value: -1)
        let replay = ReplaySubject<Int>.create(bufferSize: 3)
        /// Counts deliveries and notices overlapping ones (each subject gets its own probe).
        final class Probe {
            var count = 0
            var inside = false
            var overlapping = false
            func observe(_: Int) {
                if inside { overlapping = true }
                inside = true
                count += 1
                inside = false
            }
        }
        let probes = [Probe(), Probe()]
        let subscriptions = [behavior.subscribe(onNext: probes[0].observe), replay.subscribe(onNext: probes[1].observe)]
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for value in 0..<5_000 {
                behavior.onNext(value)
                replay.onNext(value)
            }
        }
        XCTAssertEqual(probes.map(\.count), [20_001, 20_000])
        XCTAssertFalse(probes.contains { $0.overlapping })
        // Each thread's last event is 4,999, and per-thread order holds, so the last one applied is 4,999.
        XCTAssertEqual(try behavior.value(), 4_999)
        var replayed: [Int] = []
        _ = replay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed.count, 3)
        subscriptions.forEach { $0.dispose() }
    }

    func testStoppedAndDisposedSubscribersForBoth() {
        let behavior = BehaviorSubject(value: 1)
        let replay = ReplaySubject<Int>.createUnbound()
        replay.onNext(1)
        behavior.onCompleted()
        replay.onCompleted()
        var events: [Event<Int>] = []
        _ = behavior.subscribe { events.append($0) }
        _ = replay.subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed, .next(1), .completed])

        let disposed = ReplaySubject<Int>.create(bufferSize: 1)
        disposed.onNext(1)
        disposed.dispose()
        var error: Swift.Error?
        _ = disposed.subscribe(onNext: { _ in XCTFail("no replay after dispose") }, onError: { error = $0 })
        XCTAssertNotNil(error)
        XCTAssertTrue(disposed.isDisposed)
        XCTAssertFalse(disposed.hasObservers)
    }
}
