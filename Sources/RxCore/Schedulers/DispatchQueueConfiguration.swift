import Dispatch
import Foundation

/// Runs scheduler work on a dispatch queue; shared by the dispatch-based schedulers.
struct DispatchQueueConfiguration: @unchecked Sendable {  // DispatchQueue is thread-safe; the struct is immutable
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let work = ScheduledWork(state: state, action: action)
        queue.async { @Sendable in work.run() }
        return work
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                     action: @escaping (StateType) -> Disposable) -> Disposable {
        let work = ScheduledWork(state: state, action: action)
        queue.asyncAfter(deadline: .now() + dueTime, qos: .unspecified, flags: []) { @Sendable in work.run() }
        return work
    }

    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
                                     action: @escaping (StateType) -> StateType) -> Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let periodic = PeriodicWork(state: state, action: action, timer: timer)
        timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
        timer.setEventHandler { @Sendable in periodic.tick() }
        timer.resume()
        return periodic
    }
}

/// One scheduled action: runs unless disposed first; disposing also disposes what the
/// action returned. It carries the caller's state and action (not `Sendable`: RxSwift's
/// signatures) to the queue's thread, where they are used once.
final class ScheduledWork<StateType>: Disposable, @unchecked Sendable {  // state and action are handed over, then touched only by `run`; `result` serialises run/dispose
    private let state: StateType
    private let action: (StateType) -> Disposable
    private let result = SingleAssignmentDisposable()

    init(state: StateType, action: @escaping (StateType) -> Disposable) {
        self.state = state
        self.action = action
    }

    func run() {
        if result.isDisposed { return }
        result.setDisposable(action(state))
    }

    func dispose() { result.dispose() }
}

/// A repeating timer's state; ticks run serially on the timer's queue.
final class PeriodicWork<StateType>: Disposable, @unchecked Sendable {  // `state` is touched only on the timer's serial event handler
    private var state: StateType
    private let action: (StateType) -> StateType
    private let timer: DispatchSourceTimer
    private let disposed = BooleanDisposable()

    init(state: StateType, action: @escaping (StateType) -> StateType, timer: DispatchSourceTimer) {
        self.state = state
        self.action = action
        self.timer = timer
    }

    func tick() {
        if disposed.isDisposed { return }
        state = action(state)
    }

    func dispose() {
        if disposed.isDisposed { return }
        disposed.dispose()
        timer.cancel()
    }
}
