import Dispatch
import RxCore
import TerminalUI
import TerminalUIRx
import XCTest

/// Hands test objects to another thread; the objects are only used on the main thread.
private struct Handoff<Value>: @unchecked Sendable {  // the other thread only passes `value` to RxCore
    let value: Value
}

final class WidgetControlEventTests: BindingTestCase {
    func testSubscribingFromAnotherThreadHappensOnTheMainThread() {
        let button = MainActor.assumeIsolated { Button("Go") }
        let recorder = EventRecorder<Void>()
        let handoff = Handoff(value: recorder)
        let subscribed = expectation(description: "subscribed")
        let subscriptionBox = Handoff(value: SerialDisposable())
        DispatchQueue.global().async {
            subscriptionBox.value.disposable = button.rx.tap.subscribe(handoff.value)
            // The main queue is FIFO: this runs after the subscription queued there.
            DispatchQueue.main.async { subscribed.fulfill() }
        }
        wait(for: [subscribed], timeout: 10)
        MainActor.assumeIsolated {
            XCTAssertFalse(button.onActivate.isEmpty)
            button.activate()
        }
        XCTAssertEqual(recorder.elements.count, 1)

        let disposed = expectation(description: "disposed")
        DispatchQueue.global().async {
            subscriptionBox.value.dispose()
            DispatchQueue.main.async { disposed.fulfill() }
        }
        wait(for: [disposed], timeout: 10)
        MainActor.assumeIsolated {
            XCTAssertTrue(button.onActivate.isEmpty, "disposal from another thread unregisters on the main thread")
        }
    }

    func testDisposingBeforeTheMainThreadSubscribesCancelsTheSubscription() {
        let button = MainActor.assumeIsolated { Button("Go") }
        let recorder = EventRecorder<Void>()
        let handoff = Handoff(value: recorder)
        let done = expectation(description: "done")
        DispatchQueue.global().async {
            button.rx.tap.subscribe(handoff.value).dispose()
            DispatchQueue.main.async { done.fulfill() }
        }
        wait(for: [done], timeout: 10)
        MainActor.assumeIsolated { XCTAssertTrue(button.onActivate.isEmpty) }
    }

    func testDeallocatedSendsOnceAndCompletes() {
        MainActor.assumeIsolated {
            let recorder = EventRecorder<Void>()
            var label: Label? = Label()
            let subscription = label?.rx.deallocated.subscribe(recorder)
            XCTAssertEqual(recorder.events.count, 0)
            label = nil
            XCTAssertEqual(recorder.elements.count, 1)
            XCTAssertTrue(recorder.isCompleted)
            subscription?.dispose()
        }
    }
}
