import Locking
import RxCore

/// Wraps a scheduler so the benchmark can tell when the app's work has settled: how many actions
/// are scheduled but neither run nor cancelled yet, and how many have run.
final class TrackingScheduler: SchedulerType, Sendable {
    private struct Counts {
        var pending = 0
        var completed = 0
        var lastCompletion: ContinuousClock.Instant?
    }

    // The wrapped schedulers (a dispatch queue, the main scheduler) are thread-safe.
    private nonisolated(unsafe) let base: SchedulerType
    private let counts = Locked(Counts())

    init(_ base: SchedulerType) {
        self.base = base
    }

    /// Actions scheduled and not yet run or cancelled.
    var pending: Int { counts.withLock { $0.pending } }

    /// Actions that have run to the end (counted after the action, so its effects are visible).
    var completed: Int { counts.withLock { $0.completed } }

    /// When the last action finished running.
    var lastCompletion: ContinuousClock.Instant? { counts.withLock { $0.lastCompletion } }

    var now: RxTime { base.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        track { ticket in base.schedule(state) { state in ticket.run { action(state) } } }
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                     action: @escaping (StateType) -> Disposable) -> Disposable {
        track { ticket in base.scheduleRelative(state, dueTime: dueTime) { state in ticket.run { action(state) } } }
    }

    private func track(_ schedule: (Ticket) -> Disposable) -> Disposable {
        counts.withLock { $0.pending += 1 }
        let ticket = Ticket(owner: self)
        let scheduled = schedule(ticket)
        return Disposables.create {
            ticket.cancel()
            scheduled.dispose()
        }
    }

    /// One scheduled action: it leaves `pending` once, when it has run or when it is cancelled
    /// before it starts (an action may dispose its own subscription while it runs).
    private final class Ticket: Sendable {
        private enum Phase { case scheduled, running, finished }

        private let owner: TrackingScheduler
        private let phase = Locked(Phase.scheduled)

        init(owner: TrackingScheduler) {
            self.owner = owner
        }

        func run(_ action: () -> Disposable) -> Disposable {
            phase.withLock { $0 = .running }
            let disposable = action()
            phase.withLock { $0 = .finished }
            let now = ContinuousClock.now
            owner.counts.withLock { counts in
                counts.pending -= 1
                counts.completed += 1
                counts.lastCompletion = now
            }
            return disposable
        }

        func cancel() {
            let cancelled = phase.withLock { phase in
                guard phase == .scheduled else { return false }
                phase = .finished
                return true
            }
            if cancelled { owner.counts.withLock { $0.pending -= 1 } }
        }
    }
}
