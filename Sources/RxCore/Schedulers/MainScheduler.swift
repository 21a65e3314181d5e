import Dispatch
import Foundation
import Synchronization

/// The main thread's scheduler. `schedule` runs the work at once when called on the main thread
/// while none of its work is running or waiting; otherwise it queues the work on the main queue,
/// behind what is already there (RxSwift's rule: work scheduled from inside its own work runs
/// after that work, in order).
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {  // `numberEnqueued` is atomic; the rest is immutable
    /// The shared instance.
    public static let instance = MainScheduler()

    /// Always schedules asynchronously on the main queue (never runs at once).
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Work scheduled here that is running or waiting on the main queue.
    private let numberEnqueued = Atomic<Int>(0)
    /// Work any `MainScheduler` queued on the main queue that has not run yet (Drivers and
    /// Binders have schedulers of their own, so a harness asks all of them at once).
    private static let numberQueued = Atomic<Int>(0)

    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// Runs at once on the main thread when nothing of ours is running or queued; otherwise
    /// dispatches to the main queue.
    public override func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let previouslyEnqueued = numberEnqueued.add(1, ordering: .acquiringAndReleasing).oldValue
        if previouslyEnqueued == 0 && Thread.isMainThread {
            let disposable = action(state)
            numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let queued = ScheduledWork(state: state, action: action)
        Self.numberQueued.add(1, ordering: .acquiringAndReleasing)
        DispatchQueue.main.async { @Sendable [self] in
            queued.run()
            numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
            Self.numberQueued.subtract(1, ordering: .acquiringAndReleasing)
        }
        return queued
    }

    /// Whether work scheduled on any `MainScheduler` waits on the main queue. A test harness
    /// that asserts after an action runs the main run loop until this is false.
    public static var hasQueuedWork: Bool {
        numberQueued.load(ordering: .acquiring) != 0
    }

    /// Whether the caller runs on the main thread (RxSwift traps otherwise; we report).
    public static var isOnMainThread: Bool { Thread.isMainThread }

    /// RxSwift asserts the main thread here; in debug builds this does the same.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        assert(Thread.isMainThread, errorMessage ?? "Executing on background thread. Please use `MainScheduler.instance.schedule` to schedule work on main thread.")
    }

    /// Same as `ensureExecutingOnScheduler`.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        ensureExecutingOnScheduler(errorMessage: errorMessage)
    }
}
