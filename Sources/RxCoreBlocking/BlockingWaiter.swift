import Foundation
import RxCore

/// Collects a sequence's elements from whatever thread delivers them, and blocks the calling
/// thread until the sequence finishes. On the main thread it keeps the run loop turning, so work
/// the sequence schedules on the main queue (`MainScheduler`, `Driver`) still runs.
final class BlockingWaiter<Element>: @unchecked Sendable {
    // Every mutable field is guarded by `condition`.
    private let condition = NSCondition()
    private var elements: [Element] = []
    private var error: Swift.Error?
    private var finished = false
    private let deadline: Date?

    init(timeout: TimeInterval?) {
        deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
    }

    var count: Int {
        condition.lock(); defer { condition.unlock() }
        return elements.count
    }

    var result: MaterializedSequenceResult<Element> {
        condition.lock(); defer { condition.unlock() }
        if let error { return .failed(elements: elements, error: error) }
        return .completed(elements: elements)
    }

    /// Runs `subscribe` as RxBlocking does: inside the current-thread scheduler, so that
    /// recursive scheduling during the subscription is trampolined rather than nested.
    func subscribe(_ subscribe: @escaping () -> Void) {
        if CurrentThreadScheduler.isScheduleRequired {
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                subscribe()
                return Disposables.create()
            }
        } else {
            subscribe()
        }
    }

    func append(_ element: Element) {
        condition.lock(); defer { condition.unlock() }
        if !finished { elements.append(element) }
    }

    /// Records the end (the first one counts) and wakes the waiting thread.
    func finish(error: Swift.Error?) {
        condition.lock(); defer { condition.unlock() }
        if finished { return }
        finished = true
        self.error = error
        condition.broadcast()
    }

    func waitUntilFinished() {
        if Thread.isMainThread {
            spinMainRunLoop()
        } else {
            condition.lock()
            while !finished {
                if let deadline {
                    if !condition.wait(until: deadline) { timeOut(locked: true) }
                } else {
                    condition.wait()
                }
            }
            condition.unlock()
        }
    }

    private func spinMainRunLoop() {
        while true {
            condition.lock()
            if finished { condition.unlock(); return }
            if let deadline, deadline <= Date() { timeOut(locked: true); condition.unlock(); return }
            condition.unlock()
            let slice = Date(timeIntervalSinceNow: 0.01)
            let until = deadline.map { min($0, slice) } ?? slice
            if !RunLoop.current.run(mode: .default, before: until) {
                // No run-loop source to wait on: sleep on the condition instead of spinning.
                condition.lock()
                if !finished { _ = condition.wait(until: until) }
                condition.unlock()
            }
        }
    }

    private func timeOut(locked: Bool) {
        if finished { return }
        finished = true
        error = RxError.timeout
    }
}
