import RxCore
import RxCoreTest
import XCTest

final class BehaviorSubjectTests: RxTestCase {
    func testReplaysCurrentValueThenLaterEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 0)
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(100) { subject.onNext(1) }
        scheduler.scheduleAt(200) { subscription = subject.subscribe(observer) }
        scheduler.scheduleAt(300) { subject.onNext(2) }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.scheduleAt(500) { subject.onNext(3) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(200, 1), .next(300, 2)])
        XCTAssertEqual(try subject.value(), 3)
    }

    func testValueThrowsAfterError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(testError)
        XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? TestError, testError) }
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
    }

    func testValueAfterCompletionStillReadable() {
        let subject = BehaviorSubject(value: 1)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(try subject.value(), 2)
        subject.onNext(3)
        XCTAssertEqual(try subject.value(), 2)
    }

    func testDisposedValueThrows() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        XCTAssertThrowsError(try subject.value())
    }

    func testHasObservers() {
        let subject = BehaviorSubject(value: 1)
        XCTAssertFalse(subject.hasObservers)
        let subscription = subject.subscribe()
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }
}
