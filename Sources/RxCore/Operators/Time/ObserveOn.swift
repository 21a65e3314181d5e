import Locking

extension ObservableType {
    /// Delivers every event on `scheduler`, one scheduled action per event, in order.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let serialScheduler = scheduler as? SerialDispatchQueueScheduler {
            return SerialDispatchQueueObserveOn(source: asObservable(), scheduler: serialScheduler)
        }
        return Observable<Element>.make(parameters: (asObservable(), scheduler)) { parameters, downstream in
            let (source, scheduler) = parameters
            let sink = ObserveOnSink(downstream: downstream, scheduler: scheduler)
            sink.setUpstream(source.subscribe(AnyObserver { [sink] in sink.enqueue($0) }))
            return sink
        }
    }
}

/// Hands events to the scheduler one at a time through a `SerialDrain` (the operators' one
/// delivery scheme), with one difference: the item the drain hands out is not delivered in
/// place but scheduled, and the scheduled action takes the next item after delivering. So each
/// event gets its own scheduled action, and even a concurrent scheduler delivers serially.
@usableFromInline
final class ObserveOnSink<Element>: Sink<Element> {
    @usableFromInline
    struct State {
        @usableFromInline var drain = SerialDrain<Event<Element>>()
        @inlinable init() {}
    }

    @usableFromInline let scheduler: ImmediateSchedulerType
    @usableFromInline let state = Locked(State())

    @inlinable
    init(downstream: AnyObserver<Element>, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(observer: downstream)
    }

    @inlinable
    func enqueue(_ event: Event<Element>) {
        if let first = state.withLock({ $0.drain.enqueue(event) }) { schedule(first) }
    }

    /// The returned disposable is not kept: disposal closes the drain, and a pending action
    /// then finds the sink disposed and delivers nothing.
    @inlinable
    func schedule(_ event: Event<Element>) {
        _ = scheduler.schedule(event) { [self] event in
            forwardOn(event)
            if let next = state.withLock({ $0.drain.next() }) { schedule(next) }
            return Disposables.create()
        }
    }

    @inlinable
    override func disposeResources() {
        state.withLock { $0.drain.close() }
    }
}
