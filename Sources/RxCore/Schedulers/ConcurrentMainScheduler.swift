import Dispatch
import Foundation

/// The main thread's scheduler for subscription work (`subscribe(on:)`): runs at once on the
/// main thread, otherwise dispatches to the main queue.
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable {  // immutable; DispatchQueue is thread-safe
    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    public var now: RxTime { mainScheduler.now }

    /// Runs at once on the main thread (even inside `MainScheduler` work: subscribing does not
    /// queue behind delivery), otherwise dispatches to the main queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if Thread.isMainThread { return action(state) }
        let work = ScheduledWork(state: state, action: action)
        DispatchQueue.main.async { @Sendable in work.run() }
        return work
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
