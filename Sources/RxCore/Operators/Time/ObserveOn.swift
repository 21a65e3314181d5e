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

/// Queues events and hands them to the scheduler one at a time. The next action is scheduled
/// only after the previous one delivered, so even a concurrent scheduler delivers serially.
@usableFromInline
final class ObserveOnSink<Element>: Sink<Element> {
    @usableFromInline
    struct State {
        @usableFromInline var queue = FIFOQueue<Event<Element>>()
        @usableFromInline var isScheduled = false
        @inlinable init() {}
    }

    @usableFromInline let scheduler: ImmediateSchedulerType
    @usableFromInline let lockedState = Locked(State())

    @inlinable
    init(downstream: AnyObserver<Element>, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(observer: downstream)
    }

    @inlinable
    func enqueue(_ event: Event<Element>) {
        let start = lockedState.withLock { state -> Bool in
            state.queue.append(event)
            if state.isScheduled { return false }
            state.isScheduled = true
            return true
        }
        if start { scheduleDelivery() }
    }

    /// The returned disposable is not kept: a pending action after disposal finds the sink
    /// disposed and does nothing.
    @inlinable
    func scheduleDelivery() {
        _ = scheduler.schedule(()) { [self] _ in
            deliverOne()
            return Disposables.create()
        }
    }

    @inlinable
    func deliverOne() {
        if isDisposed { return }
        let event = lockedState.withLock { state -> Event<Element>? in
            state.queue.popFirst()
        }
        if let event { forwardOn(event) }
        let more = lockedState.withLock { state -> Bool in
            if state.queue.isEmpty || isDisposed {
                state.isScheduled = false
                return false
            }
            return true
        }
        if more { scheduleDelivery() }
    }
}
