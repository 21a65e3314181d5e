import Foundation
import RxCore
import RxCoreTest
import XCTest

final class ObserveOnTests: RxTestCase {
    func testDeliversEachEventOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(231)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEventsArrivingTogetherKeepTheirOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3).observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .error(221, testError)])
    }

    func testNeverAndDisposalDropsPendingEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
        let res = scheduler.start(disposed: 250) { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAnEventSentFromDownstreamWaitsForItsOwnScheduledAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        var received: [Recorded<Event<Int>>] = []
        let subscription = subject.observe(on: scheduler).subscribe { event in
            received.append(Recorded(time: scheduler.clock, value: event))
            if case .next(1) = event {
                subject.onNext(2)
                subject.onCompleted()
                XCTAssertEqual(received.count, 1, "delivered in place instead of scheduled")
            }
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.start()
        XCTAssertEqual(received, [.next(211, 1), .next(212, 2), .completed(213)])
        subscription.dispose()
    }

    func testDeliversSeriallyOnAConcurrentQueue() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let done = expectation(description: "completed")
        let lock = NSLock()
        var inside = 0
        var overlaps = 0
        var received: [Int] = []
        let subscription = Observable.from(Array(0..<500)).observe(on: scheduler).subscribe(
            onNext: { value in
                lock.withLock {
                    inside += 1
                    if inside > 1 { overlaps += 1 }
                }
                received.append(value)
                lock.withLock { inside -= 1 }
            },
            onCompleted: { done.fulfill() }
        )
        wait(for: [done], timeout: 10)
        XCTAssertEqual(received, Array(0..<500))
        XCTAssertEqual(lock.withLock { overlaps }, 0)
        subscription.dispose()
    }
}
