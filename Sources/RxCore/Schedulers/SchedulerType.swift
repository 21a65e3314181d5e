import Dispatch
import Foundation

/// A time interval for schedulers (RxSwift 6: `DispatchTimeInterval`).
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute time for schedulers.
public typealias RxTime = Date

/// Runs work now (or as soon as it can, in order).
public protocol ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// Runs work now, later, or periodically, and tells the time.
public protocol SchedulerType: ImmediateSchedulerType {
    var now: RxTime { get }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                     action: @escaping (StateType) -> Disposable) -> Disposable

    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
                                     action: @escaping (StateType) -> StateType) -> Disposable
}

extension SchedulerType {
    /// Periodic work built from relative scheduling (schedulers with a native timer override it).
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
                                            action: @escaping (StateType) -> StateType) -> Disposable {
        let subscription = SerialDisposable()
        var current = state
        func tick(after interval: RxTimeInterval) {
            subscription.disposable = scheduleRelative((), dueTime: interval) { _ in
                current = action(current)
                if !subscription.isDisposed { tick(after: period) }
                return Disposables.create()
            }
        }
        tick(after: startAfter)
        return subscription
    }

    /// Schedules `action` after `dueTime`; `recurse` reschedules it after another interval.
    public func scheduleRecursive<State>(_ state: State, dueTime: RxTimeInterval,
                                         action: @escaping (State, (State, RxTimeInterval) -> Void) -> Void) -> Disposable {
        let group = CompositeDisposable()
        func run(_ state: State, after interval: RxTimeInterval) {
            RecursiveScheduleStep.schedule(in: group) { step in
                scheduleRelative(state, dueTime: interval) { state in
                    if let key = step.start() { group.remove(for: key) }
                    action(state) { next, interval in run(next, after: interval) }
                    return Disposables.create()
                }
            }
        }
        run(state, after: dueTime)
        return group
    }
}

extension ImmediateSchedulerType {
    /// Schedules `action`; calling `recurse` schedules it again with a new state.
    public func scheduleRecursive<State>(_ state: State,
                                         action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let group = CompositeDisposable()
        func run(_ state: State) {
            RecursiveScheduleStep.schedule(in: group) { step in
                schedule(state) { state in
                    if let key = step.start() { group.remove(for: key) }
                    action(state) { next in run(next) }
                    return Disposables.create()
                }
            }
        }
        run(state)
        return group
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinity).
    public var convertToSecondsInterval: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// Builds an interval from seconds, in nanoseconds precision.
    static func fromSeconds(_ seconds: TimeInterval) -> DispatchTimeInterval {
        .nanoseconds(Int((seconds * 1_000_000_000).rounded()))
    }
}
