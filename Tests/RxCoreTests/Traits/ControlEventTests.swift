import Dispatch
import Foundation
import RxCore
import RxCoreTest
import XCTest

final class ControlEventTests: RxTestCase {
    func testForwardsTheWrappedEventsUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let event = ControlEvent(events: xs)
        let observer = scheduler.start { event.asObservable() }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertTrue(event.asControlEvent().asObservable() === event.asObservable())
    }

    func testSubscribesOnTheMainThreadWhenSubscribedFromAnother() {
        let subscribedOnMain = expectation(description: "subscribed on the main thread")
        let event = ControlEvent(events: Observable<Int>.create { observer in
            XCTAssertTrue(Thread.isMainThread)
            subscribedOnMain.fulfill()
            observer.onCompleted()
            return Disposables.create()
        })
        let handoff = Handoff(value: event)
        // The other thread may still be inside `subscribe` (holding its sinks) when the main
        // thread has run the subscription: the test ends once both are done, so that the check
        // for leaked sinks does not race it.
        let returned = expectation(description: "subscribe returned on the other thread")
        DispatchQueue.global().async {
            _ = handoff.value.subscribe()
            returned.fulfill()
        }
        wait(for: [subscribedOnMain, returned], timeout: 10)
    }

    func testAsDriverAndAsSignalDeliverOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let driven = scheduler.createObserver(Int.self)
        let emitted = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let event = ControlEvent(events: xs)
            scheduler.scheduleAt(200) {
                _ = event.asDriver().drive(driven)
                _ = event.asSignal().emit(to: emitted)
            }
            scheduler.start()
        }
        XCTAssertEqual(driven.events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(emitted.events, [.next(211, 1), .completed(221)])
    }
}

/// Hands the control event to another thread, which only subscribes to it (subscribing is thread-safe).
private struct Handoff<Value>: @unchecked Sendable {  // the other thread only calls `subscribe`
    let value: Value
}
