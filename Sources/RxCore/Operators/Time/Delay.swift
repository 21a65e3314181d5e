import Dispatch
import Foundation
import Locking

extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`. An error is delivered at
    /// once and drops the elements still waiting (RxSwift's behaviour).
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Observable<Element>.make(parameters: (asObservable(), dueTime, scheduler)) { parameters, observer in
            let (source, dueTime, scheduler) = parameters
            let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, observer: observer)
            sink.sourceSubscription.setDisposable(source.subscribe(AnyObserver { [sink] in sink.on($0) }))
            return sink
        }
    }
}

/// One timer at a time (RxSwift's rule): the first event waits `dueTime`; after each delivery
/// the next waiting event is scheduled for what is left of its own `dueTime`, so events that
/// arrived together leave one scheduler step apart, as in RxSwift.
@usableFromInline
final class DelaySink<Element>: Sink<Element>, SerialDraining {
    @usableFromInline
    struct State {
        @usableFromInline var waiting = FIFOQueue<(arrival: RxTime, event: Event<Element>)>()
        @usableFromInline var isTimerActive = false
        @usableFromInline var drain = SerialDrain<Event<Element>>()
        @inlinable init() {}
    }

    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let state = Locked(State())
    @usableFromInline let timer = SerialDisposable()
    /// Ends when the source stops, while the delayed events are still to come.
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()

    @inlinable
    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: AnyObserver<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        if case .error = event {
            let item = state.withLock { state -> Event<Element>? in
                state.waiting = FIFOQueue()
                return state.drain.enqueue(event)
            }
            drain(item)
            return
        }
        let arrival = scheduler.now
        let startsTimer = state.withLock { state -> Bool in
            state.waiting.append((arrival, event))
            if state.isTimerActive { return false }
            state.isTimerActive = true
            return true
        }
        if startsTimer { scheduleDelivery(after: dueTime) }
    }

    @inlinable
    func scheduleDelivery(after delay: RxTimeInterval) {
        timer.disposable = scheduler.scheduleRelative((), dueTime: delay) { [self] _ in
            deliverNext()
            return Disposables.create()
        }
    }

    /// Delivers the oldest waiting event, then schedules the next one for the rest of its delay.
    @inlinable
    func deliverNext() {
        let (item, nextArrival) = state.withLock { state -> (Event<Element>?, RxTime?) in
            let item = state.waiting.popFirst().flatMap { state.drain.enqueue($0.event) }
            guard let next = state.waiting.first else {
                state.isTimerActive = false
                return (item, nil)
            }
            return (item, next.arrival)
        }
        drain(item)
        if let nextArrival, !isDisposed {
            let remaining = max(0, dueTime.convertToSecondsInterval - scheduler.now.timeIntervalSince(nextArrival))
            scheduleDelivery(after: .nanoseconds(Int(remaining * 1_000_000_000)))
        }
    }

    @inlinable
    func deliver(_ event: Event<Element>) {
        forwardOn(event)
    }

    @inlinable
    func nextDrainItem() -> Event<Element>? {
        state.withLock { $0.drain.next() }
    }

    @inlinable
    override func disposeResources() {
        state.withLock { $0.drain.close() }
        sourceSubscription.dispose()
        timer.dispose()
    }
}
