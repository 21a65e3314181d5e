import Foundation
import Locking

extension ObservableType {
    /// Emits the first element at once, then at most one element per `dueTime`: with
    /// `latest`, the last element received during the wait is emitted when it ends.
    @inlinable public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        Observable.make(parameters: (asObservable(), dueTime, latest, scheduler)) { parameters, observer in
            let sink = ThrottleSink(dueTime: parameters.1, latest: parameters.2, scheduler: parameters.3, observer: observer)
            sink.sourceSubscription.setDisposable(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            sink.setUpstream(sink.sourceSubscription)
            return sink
        }
    }
}

@usableFromInline final class ThrottleSink<Element>: Sink<Element>, SerialDraining {
    @usableFromInline struct State {
        @usableFromInline var lastSent: RxTime?
        @usableFromInline var unsent: Element?
        @usableFromInline var completed = false
        @usableFromInline var drain = SerialDrain<Event<Element>>()
        @inlinable init() {}
    }

    @usableFromInline enum Action {
        /// Deliver this (what the drain handed back), if anything.
        case deliver(Event<Element>?)
        case schedule(TimeInterval)
    }

    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let latest: Bool
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let state = Locked(State())
    @usableFromInline let timer = SerialDisposable()
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()

    @inlinable init(dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType, observer: AnyObserver<Element>) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let now = scheduler.now
            let action = state.withLock { state -> Action in
                let remaining = state.lastSent.map { dueTime.convertToSecondsInterval - now.timeIntervalSince($0) } ?? 0
                if remaining <= 0 {
                    state.unsent = nil
                    state.lastSent = now
                    return .deliver(state.drain.enqueue(.next(element)))
                }
                guard latest else { return .deliver(nil) }
                let inFlight = state.unsent != nil
                state.unsent = element
                return inFlight ? .deliver(nil) : .schedule(remaining)
            }
            switch action {
            case .deliver(let item):
                drain(item)
            case .schedule(let remaining):
                timer.disposable = scheduler.scheduleRelative((), dueTime: .nanoseconds(Int(remaining * 1_000_000_000))) {
                    [weak self] _ in
                    self?.timerFired()
                    return Disposables.create()
                }
            }
        case .error:
            drain(state.withLock { $0.drain.enqueue(event) })
        case .completed:
            let item = state.withLock { state -> Event<Element>? in
                state.completed = true
                return state.unsent == nil ? state.drain.enqueue(.completed) : nil
            }
            // A completed source is released at once, even while the last element waits.
            sourceSubscription.dispose()
            drain(item)
        }
    }

    @inlinable func timerFired() {
        let now = scheduler.now
        drain(state.withLock { state -> Event<Element>? in
            let element = state.unsent
            state.unsent = nil
            if element != nil { state.lastSent = now }
            return state.drain.enqueue(next: element, completing: state.completed)
        })
    }

    @inlinable func deliver(_ event: Event<Element>) {
        forwardOn(event)
    }

    @inlinable func nextDrainItem() -> Event<Element>? {
        state.withLock { $0.drain.next() }
    }

    @inlinable override func disposeResources() {
        state.withLock { $0.drain.close() }
        timer.dispose()
    }
}
