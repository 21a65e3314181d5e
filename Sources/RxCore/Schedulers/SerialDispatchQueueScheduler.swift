import Dispatch
import Foundation

/// Runs work serially on a dispatch queue (a serial queue, or a serial queue targeting
/// the given one).
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {  // immutable; DispatchQueue is thread-safe
    let configuration: DispatchQueueConfiguration

    public var now: RxTime { Date() }

    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName`.
    public convenience init(internalSerialQueueName: String,
                            serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
                            leeway: DispatchTimeInterval = .nanoseconds(0)) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// A scheduler on a new serial queue targeting `queue`.
    public convenience init(queue: DispatchQueue, internalSerialQueueName: String,
                            leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue), leeway: leeway)
    }

    /// A scheduler on a new serial queue targeting the global queue of `qos`.
    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
                            leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName,
                  leeway: leeway)
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
