import Foundation
import RxCore
import RxCoreTest
import XCTest

/// Several threads feed separate sources of one operator at once: counts and per-source order
/// must hold, and downstream must never be called concurrently.
final class ConcurrentSourcesStressTests: RxTestCase {
    private static let count = 20_000

    /// Records what arrives and whether two deliveries ever overlapped.
    private final class Recorder<Element>: @unchecked Sendable { // all state guarded by `lock`
        private let lock = NSLock()
        private var inside = false
        private(set) var overlaps = 0
        private(set) var received: [Element] = []

        func record(_ element: Element) {
            lock.withLock {
                if inside { overlaps += 1 }
                inside = true
            }
            lock.withLock {
                received.append(element)
                inside = false
            }
        }
    }

    func testMergeKeepsEveryElementInSourceOrder() {
        let count = Self.count
        let subjects = (0..<4).map { _ in PublishSubject<Int>() }
        let recorder = Recorder<Int>()
        let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(onNext: recorder.record)
        DispatchQueue.concurrentPerform(iterations: subjects.count) { source in
            for value in 0..<count { subjects[source].onNext(source * 1_000_000 + value) }
        }
        subscription.dispose()
        XCTAssertEqual(recorder.received.count, subjects.count * count)
        XCTAssertEqual(recorder.overlaps, 0)
        for source in subjects.indices {
            let own = recorder.received.filter { $0 / 1_000_000 == source }
            XCTAssertEqual(own, (0..<count).map { source * 1_000_000 + $0 })
        }
    }

    func testCombineLatestEmitsOncePerElementInOrder() {
        let count = Self.count
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = Recorder<(Int, Int)>()
        let subscription = Observable.combineLatest(a, b).subscribe(onNext: recorder.record)
        a.onNext(0)
        b.onNext(0)
        DispatchQueue.concurrentPerform(iterations: 2) { source in
            for value in 1...count { (source == 0 ? a : b).onNext(value) }
        }
        subscription.dispose()
        let received = recorder.received
        XCTAssertEqual(received.count, 1 + 2 * count)
        XCTAssertEqual(recorder.overlaps, 0)
        XCTAssertTrue(zip(received, received.dropFirst()).allSatisfy { $0.0 <= $1.0 && $0.1 <= $1.1 })
        XCTAssertEqual(received.last?.0, count)
        XCTAssertEqual(received.last?.1, count)
    }

    func testZipPairsInOrder() {
        let count = Self.count
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = Observable.zip(a, b) { x, y -> Int in
            XCTAssertEqual(x, y)
            return x
        }.subscribe(onNext: recorder.record)
        DispatchQueue.concurrentPerform(iterations: 2) { source in
            for value in 0..<count { (source == 0 ? a : b).onNext(value) }
        }
        subscription.dispose()
        XCTAssertEqual(recorder.received, Array(0..<count))
        XCTAssertEqual(recorder.overlaps, 0)
    }

    func testReentrantDownstreamDoesNotDeadlock() {
        let count = Self.count
        let workers = (0..<3).map { _ in PublishSubject<Int>() }
        let feedback = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let sources = workers.map { $0.asObservable() } + [feedback.asObservable()]
        let subscription = Observable.merge(sources).subscribe(onNext: { value in
            recorder.record(value)
            // Feed another source from inside delivery while the worker threads keep feeding.
            if value >= 0 && value % 100 == 0 { feedback.onNext(-value - 1) }
        })
        DispatchQueue.concurrentPerform(iterations: workers.count) { worker in
            for value in 0..<count where value % workers.count == worker { workers[worker].onNext(value) }
        }
        subscription.dispose()
        XCTAssertEqual(recorder.received.filter { $0 >= 0 }.count, count)
        XCTAssertEqual(recorder.received.filter { $0 < 0 }.count, count / 100)
        XCTAssertEqual(recorder.overlaps, 0)
    }
}
