import Locking

extension ObservableType {
    /// Fails with `RxError.timeout` when no element arrives within `dueTime` of subscribing or
    /// of the previous element.
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when no element arrives within `dueTime` of subscribing or of the
    /// previous element.
    @inlinable
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        let parameters = (asObservable(), other.asObservable(), dueTime, scheduler)
        return Observable<Element>.make(parameters: parameters) { parameters, observer in
            let (source, other, dueTime, scheduler) = parameters
            let sink = TimeoutSink(dueTime: dueTime, scheduler: scheduler, observer: observer)
            sink.subscribe(to: source, other: other)
            return sink
        }
    }
}

@usableFromInline
final class TimeoutSink<Element>: Sink<Element>, SerialDraining {
    @usableFromInline
    enum Item {
        case event(Event<Element>)
        case switchToOther
    }

    @usableFromInline
    struct State {
        /// Identifies the element the running timer waits after; a newer element voids older timers.
        @usableFromInline var timerID = 0
        @usableFromInline var hasTimedOut = false
        @usableFromInline var drain = SerialDrain<Item>()
        @inlinable init() {}
    }

    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let state = Locked(State())
    @usableFromInline var other: Observable<Element>?
    @usableFromInline let subscription = SerialDisposable()
    @usableFromInline let timer = SerialDisposable()

    @inlinable
    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: AnyObserver<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable
    func subscribe(to source: Observable<Element>, other: Observable<Element>) {
        self.other = other
        startTimer(id: 0)
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        original.setDisposable(source.subscribe(AnyObserver { [self] event in
            let (item, restartID) = state.withLock { state -> (Item?, Int?) in
                if state.hasTimedOut { return (nil, nil) }
                var restartID: Int?
                if case .next = event {
                    state.timerID += 1
                    restartID = state.timerID
                }
                return (state.drain.enqueue(.event(event)), restartID)
            }
            drain(item)
            if let restartID { startTimer(id: restartID) }
        }))
    }

    @inlinable
    func startTimer(id: Int) {
        timer.disposable = scheduler.scheduleRelative(id, dueTime: dueTime) { [self] id in
            let item = state.withLock { state -> Item? in
                guard state.timerID == id, !state.hasTimedOut else { return nil }
                state.hasTimedOut = true
                return state.drain.enqueue(.switchToOther)
            }
            drain(item)
            return Disposables.create()
        }
    }

    @inlinable
    func deliver(_ item: Item) {
        switch item {
        case .event(let event):
            forwardOn(event)
        case .switchToOther:
            let fallback = SingleAssignmentDisposable()
            subscription.disposable = fallback
            if let other {
                fallback.setDisposable(other.subscribe(AnyObserver { [self] event in
                    drain(state.withLock { $0.drain.enqueue(.event(event)) })
                }))
            }
        }
    }

    @inlinable
    func nextDrainItem() -> Item? {
        state.withLock { $0.drain.next() }
    }

    @inlinable
    override func disposeResources() {
        state.withLock { $0.drain.close() }
        subscription.dispose()
        timer.dispose()
    }
}
