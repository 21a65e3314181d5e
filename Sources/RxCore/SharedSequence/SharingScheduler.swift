import Locking

/// Makes the scheduler `Driver` and `Signal` deliver on: a new `MainScheduler` for each operator
/// (RxSwift's `{ MainScheduler() }`: one Driver delivering inside another's delivery runs at once,
/// only re-entrant work of the same operator queues behind it), unless a test swaps it with
/// `mock(scheduler:action:)`.
public enum SharingScheduler {
    @usableFromInline static let factory = Locked<() -> SchedulerType>({ MainScheduler() })

    /// Makes the current sharing scheduler.
    public static var make: () -> SchedulerType {
        factory.withLock { $0 }
    }

    /// Runs `action` with `scheduler` as the sharing scheduler (e.g. a `TestScheduler`), then
    /// restores the previous one. Drivers built inside `action` deliver on `scheduler`.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with `makeScheduler` making the sharing scheduler, then restores it.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let previous = factory.withLock { factory -> () -> SchedulerType in
            defer { factory = makeScheduler }
            return factory
        }
        defer { factory.withLock { $0 = previous } }
        try action()
    }
}
