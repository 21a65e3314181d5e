import Dispatch
import Foundation

/// The main thread's scheduler: `schedule` runs at once when already on the main thread,
/// otherwise asynchronously on the main queue.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {  // immutable; DispatchQueue is thread-safe
    /// The shared instance.
    public static let instance = MainScheduler()

    /// Always schedules asynchronously on the main queue (never runs at once).
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// Runs at once on the main thread, otherwise dispatches to the main queue.
    public override func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if Thread.isMainThread { return action(state) }
        return super.schedule(state, action: action)
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
