import Foundation
import RxCore
import RxCoreTest
import XCTest

final class PublishSubjectTests: RxTestCase {
    func testDeliversToCurrentSubscribersOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(subject.subscribe(early)) }
        scheduler.scheduleAt(150) { subject.onNext(1) }
        scheduler.scheduleAt(200) { subscriptions.append(subject.subscribe(late)) }
        scheduler.scheduleAt(250) { subject.onNext(2) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        scheduler.scheduleAt(350) { subject.onNext(3) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(150, 1), .next(250, 2), .completed(300)])
        XCTAssertEqual(late.events, [.next(250, 2), .completed(300)])
        subscriptions.forEach { $0.dispose() }
    }

    func testLateSubscriberGetsStopEvent() {
        let subject = PublishSubject<Int>()
        subject.onError(testError)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
    }

    func testDisposeSubscriptionStopsDelivery() {
        let subject = PublishSubject<Int>()
        var values: [Int] = []
        let subscription = subject.subscribe(onNext: { values.append($0) })
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        XCTAssertEqual(values, [1])
    }

    func testDisposedSubjectRejectsSubscribers() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        var error: Error?
        _ = subject.subscribe(onError: { error = $0 })
        XCTAssertNotNil(error)
    }

    func testReentrantEventsKeepOrderAndGrammar() {
        let subject = PublishSubject<Int>()
        var first: [Event<Int>] = []
        var second: [Event<Int>] = []
        let a = subject.subscribe { event in
            first.append(event)
            if case .next(1) = event { subject.onNext(2); subject.onCompleted() }
        }
        let b = subject.subscribe { second.append($0) }
        subject.onNext(1)
        XCTAssertEqual(first, [.next(1), .next(2), .completed])
        XCTAssertEqual(second, [.next(1), .next(2), .completed])
        a.dispose()
        b.dispose()
    }

    func testConcurrentSendersAreSerialised() {
        let subject = PublishSubject<Int>()
        var count = 0
        var overlapping = false
        var inside = false
        let subscription = subject.subscribe(onNext: { _ in
            if inside { overlapping = true }
            inside = true
            count += 1
            inside = false
        })
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for value in 0..<10_000 { subject.onNext(value) }
        }
        XCTAssertEqual(count, 40_000)
        XCTAssertFalse(overlapping)
        subscription.dispose()
    }

    func testAsObserver() {
        let subject = PublishSubject<Int>()
        var values: [Int] = []
        let subscription = subject.subscribe(onNext: { values.append($0) })
        subject.asObserver().onNext(5)
        XCTAssertEqual(values, [5])
        subscription.dispose()
    }
}
