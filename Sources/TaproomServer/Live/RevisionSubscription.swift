import Locking

/// One `/v1/events` client's place in the `RevisionFeed`: what it has still to be sent. Only the
/// newest revision is kept, so a client that reads slowly gets a burst as one event; releasing
/// the subscription, or calling `leave()`, leaves the feed.
final class RevisionSubscription: Sendable {
    enum Event: Hashable, Sendable {
        case revision(Int)
        case keepAlive
    }

    private struct State {
        var revision: Int?
        var keepAliveDue = false
        var finished = false
        var hasLeft = false
        var waiter: CheckedContinuation<Event?, Never>?

        /// The event to send now, taken out of the state; nil when there is none.
        mutating func take() -> Event? {
            if let revision {
                self.revision = nil
                keepAliveDue = false
                return .revision(revision)
            }
            if keepAliveDue {
                keepAliveDue = false
                return .keepAlive
            }
            return nil
        }
    }

    private let state = Locked(State())
    private let onLeave: @Sendable () -> Void

    init(onLeave: @escaping @Sendable () -> Void) {
        self.onLeave = onLeave
    }

    deinit { leave() }

    /// Leaves the feed now, once. Releasing the subscription leaves it too, but only when the last
    /// reference goes, and the feed's watcher holds one for a moment while it posts.
    func leave() {
        let isFirst = state.withLock { state in
            defer { state.hasLeft = true }
            return !state.hasLeft
        }
        if isFirst { onLeave() }
    }

    func post(revision: Int) {
        deliver { state in state.revision = max(state.revision ?? revision, revision) }
    }

    func postKeepAlive() {
        deliver { state in state.keepAliveDue = true }
    }

    /// Ends the stream: once what was posted before is taken, `next()` answers nil.
    func finish() {
        deliver { state in state.finished = true }
    }

    /// The next event to send, waiting for one; nil once finished or when the task is cancelled.
    func next() async -> Event? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready: Event?? = state.withLock { state in
                    if let event = state.take() { return .some(event) }
                    if state.finished { return .some(nil) }
                    state.waiter = continuation
                    return .none
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            finish()
        }
    }

    /// Changes the state and wakes a waiting `next()` with what is now ready.
    private func deliver(_ change: (inout State) -> Void) {
        let woken: (CheckedContinuation<Event?, Never>, Event?)? = state.withLock { state in
            change(&state)
            guard let waiter = state.waiter else { return nil }
            if let event = state.take() {
                state.waiter = nil
                return (waiter, event)
            }
            guard state.finished else { return nil }
            state.waiter = nil
            return (waiter, nil)
        }
        if let (waiter, event) = woken { waiter.resume(returning: event) }
    }
}
