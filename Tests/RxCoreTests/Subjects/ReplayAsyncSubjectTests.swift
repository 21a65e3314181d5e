import RxCore
import RxCoreTest
import XCTest

final class ReplaySubjectTests: RxTestCase {
    func testReplaysBufferToLateSubscribers() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        subject.onNext(4)
        subject.onCompleted()
        XCTAssertEqual(events, [.next(2), .next(3), .next(4), .completed])
        XCTAssertFalse(subject.hasObservers)
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(late, [.next(3), .next(4), .completed])
        subscription.dispose()
    }

    func testAFullBufferKeepsReplayingTheNewestElementsOldestFirst() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        func replay() -> [Int] {
            var replayed: [Int] = []
            subject.subscribe(onNext: { replayed.append($0) }).dispose()
            return replayed
        }
        (0..<10).forEach(subject.onNext)
        XCTAssertEqual(replay(), [7, 8, 9])
        subject.onNext(10)
        XCTAssertEqual(replay(), [8, 9, 10])
        (11..<15).forEach(subject.onNext)
        XCTAssertEqual(replay(), [12, 13, 14])
    }

    func testUnboundReplaysEverythingAndErrors() {
        let subject = ReplaySubject<Int>.createUnbound()
        (1...5).forEach(subject.onNext)
        subject.onError(testError)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .next(4), .next(5), .error(testError)])
    }

    func testDisposeAndZeroBuffer() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        subject.onNext(2)
        subscription.dispose()
        subject.onNext(3)
        XCTAssertEqual(events, [.next(2)])
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        var error: Error?
        _ = subject.subscribe(onError: { error = $0 })
        XCTAssertNotNil(error)
    }
}

final class AsyncSubjectTests: RxTestCase {
    func testEmitsLastOnCompletion() {
        let subject = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(events, [])
        subject.onCompleted()
        XCTAssertEqual(events, [.next(2), .completed])
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(late, [.next(2), .completed])
        subscription.dispose()
    }

    func testErrorAndEmpty() {
        let failing = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = failing.subscribe { events.append($0) }
        XCTAssertTrue(failing.hasObservers)
        failing.onNext(1)
        failing.onError(testError)
        XCTAssertEqual(events, [.error(testError)])
        subscription.dispose()

        let empty = AsyncSubject<Int>()
        empty.onCompleted()
        var emptyEvents: [Event<Int>] = []
        _ = empty.subscribe { emptyEvents.append($0) }
        XCTAssertEqual(emptyEvents, [.completed])
    }
}
