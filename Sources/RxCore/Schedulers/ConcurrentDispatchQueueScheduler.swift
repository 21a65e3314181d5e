import Dispatch
import Foundation

/// Runs work on a (possibly concurrent) dispatch queue.
public class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {  // immutable; DispatchQueue is thread-safe
    let configuration: DispatchQueueConfiguration

    public var now: RxTime { Date() }

    /// A scheduler on `queue`.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// A scheduler on the global queue of `qos`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                            action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
                                            action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
