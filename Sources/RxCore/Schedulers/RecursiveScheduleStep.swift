import Locking

/// One action of a recursive schedule (`scheduleRecursive`). Its disposable joins the
/// schedule's group once `schedule` has returned, unless the action already ran; whichever of
/// the insertion and the action's start comes second takes it out of the group again. The two
/// may happen on different threads: a dispatch scheduler can run the action before `schedule`
/// returns to the thread that called it.
final class RecursiveScheduleStep: Sendable {
    private enum Phase {
        case pending
        case inserted(CompositeDisposable.DisposeKey)
        case ran
    }

    private let phase = Locked(Phase.pending)

    /// The action starts: returns the key to remove if the disposable was already inserted.
    func start() -> CompositeDisposable.DisposeKey? {
        phase.withLock { phase in
            defer { phase = .ran }
            if case .inserted(let key) = phase { return key }
            return nil
        }
    }

    /// Whether the action has started (a synchronous scheduler runs it inside `schedule`).
    var hasStarted: Bool {
        phase.withLock { phase in
            if case .ran = phase { return true }
            return false
        }
    }

    /// The disposable was inserted under `key`: returns true if the action started meanwhile,
    /// in which case the caller removes it.
    func inserted(_ key: CompositeDisposable.DisposeKey) -> Bool {
        phase.withLock { phase in
            if case .ran = phase { return true }
            phase = .inserted(key)
            return false
        }
    }

    /// Schedules one step and keeps its disposable in `group` while it is pending.
    static func schedule(in group: CompositeDisposable, _ scheduleAction: (RecursiveScheduleStep) -> Disposable) {
        let step = RecursiveScheduleStep()
        let disposable = scheduleAction(step)
        if step.hasStarted { return }
        guard let key = group.insert(disposable) else { return }
        if step.inserted(key) { group.remove(for: key) }
    }
}
