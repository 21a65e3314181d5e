import Locking

extension ObservableType {
    /// Splits the elements into windows (observables) that close after `count` elements
    /// or after `timeSpan`, whichever comes first; the first window opens on subscription.
    @inlinable public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
    -> Observable<Observable<Element>> {
        Observable.make(parameters: (asObservable(), timeSpan, count, scheduler)) { parameters, observer in
            let sink = WindowSink<Element>(timeSpan: parameters.1, count: parameters.2, scheduler: parameters.3,
                                           observer: observer)
            sink.openFirstWindow()
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

@usableFromInline final class WindowSink<Element>: Sink<Observable<Element>>, SerialDraining {
    @usableFromInline struct State {
        @usableFromInline var window = PublishSubject<Element>()
        @usableFromInline var count = 0
        @usableFromInline var generation = 0
        @usableFromInline var drain = SerialDrain<Event<Observable<Element>>>()
        @inlinable init() {}
    }

    @usableFromInline let timeSpan: RxTimeInterval
    @usableFromInline let count: Int
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let state = Locked(State())
    @usableFromInline let timer = SerialDisposable()

    @inlinable init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType,
                    observer: AnyObserver<Observable<Element>>) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable func openFirstWindow() {
        drain(state.withLock { $0.drain.enqueue(.next($0.window.asObservable())) })
        startTimer(generation: 0)
    }

    @inlinable func startTimer(generation: Int) {
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: timeSpan) { [weak self] generation in
            self?.rollOver(ifGeneration: generation)
            return Disposables.create()
        }
    }

    /// Completes the current window and opens the next one (if still current).
    @inlinable func rollOver(ifGeneration generation: Int?) {
        let windows = state.withLock { state -> (old: PublishSubject<Element>, new: PublishSubject<Element>, generation: Int)? in
            if let generation, generation != state.generation { return nil }
            let old = state.window
            state.window = PublishSubject()
            state.count = 0
            state.generation += 1
            return (old, state.window, state.generation)
        }
        guard let windows else { return }
        windows.old.onCompleted()
        drain(state.withLock { $0.drain.enqueue(.next(windows.new.asObservable())) })
        startTimer(generation: windows.generation)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let (window, full) = state.withLock { state -> (PublishSubject<Element>, Bool) in
                state.count += 1
                return (state.window, state.count >= count)
            }
            window.onNext(element)
            if full { rollOver(ifGeneration: nil) }
        case .error(let error):
            state.withLock { $0.window }.onError(error)
            drain(state.withLock { $0.drain.enqueue(.error(error)) })
        case .completed:
            state.withLock { $0.window }.onCompleted()
            drain(state.withLock { $0.drain.enqueue(.completed) })
        }
    }

    @inlinable func deliver(_ event: Event<Observable<Element>>) {
        forwardOn(event)
    }

    @inlinable func nextDrainItem() -> Event<Observable<Element>>? {
        state.withLock { $0.drain.next() }
    }

    @inlinable override func disposeResources() {
        state.withLock { $0.drain.close() }
        timer.dispose()
    }
}
