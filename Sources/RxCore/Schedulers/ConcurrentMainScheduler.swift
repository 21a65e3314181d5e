import Dispatch
import Foundation

/// Like `MainScheduler` for subscription work: runs at once on the main thread, otherwise
/// dispatches to the main queue.
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable {  // immutable; DispatchQueue is thread-safe
    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    public var now: RxTime { mainScheduler.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        mainScheduler.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                            action: @escaping (StateType) -> Disposable) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
                                            action: @escaping (StateType) -> StateType) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
