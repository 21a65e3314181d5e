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

/// Each element schedules one action; an action delivers the OLDEST waiting event, so order
/// holds even when a scheduler runs due actions out of order or concurrently.
@usableFromInline
final class DelaySink<Element>: Sink<Element>, SerialDraining {
    @usableFromInline
    struct State {
        @usableFromInline var waiting = FIFOQueue<Event<Element>>()
        @usableFromInline var drain = SerialDrain<Event<Element>>()
        @inlinable init() {}
    }

    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let state = Locked(State())
    @usableFromInline let timers = CompositeDisposable()
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
        state.withLock { $0.waiting.append(event) }
        var key: CompositeDisposable.DisposeKey?
        var hasRun = false
        let timer = scheduler.scheduleRelative((), dueTime: dueTime) { [self] _ in
            hasRun = true
            if let key { timers.remove(for: key) }
            let item = state.withLock { state -> Event<Element>? in
                state.waiting.popFirst().flatMap { state.drain.enqueue($0) }
            }
            drain(item)
            return Disposables.create()
        }
        if !hasRun { key = timers.insert(timer) }
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
        timers.dispose()
    }
}
