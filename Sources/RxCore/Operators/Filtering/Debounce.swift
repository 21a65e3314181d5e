extension ObservableType {
    /// Emits an element only after `dueTime` has passed without another element; a
    /// pending element is emitted at once on completion.
    @inlinable public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Observable.make(parameters: (asObservable(), dueTime, scheduler)) { parameters, observer in
            let sink = DebounceSink(dueTime: parameters.1, scheduler: parameters.2, observer: observer)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

@usableFromInline final class DebounceSink<Element>: SerialSink<Element> {
    @usableFromInline struct State {
        @usableFromInline var pending: Element?
        @usableFromInline var generation = 0
        @inlinable init() {}
    }

    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let state = Locked(State())
    @usableFromInline let timer = SerialDisposable()

    @inlinable init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: AnyObserver<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let generation = state.withLock { state -> Int in
                state.pending = element
                state.generation += 1
                return state.generation
            }
            timer.disposable = scheduler.scheduleRelative(generation, dueTime: dueTime) { [weak self] generation in
                self?.timerFired(generation: generation)
                return Disposables.create()
            }
        case .error:
            state.withLock { $0.pending = nil }
            forwardSerialized(event)
        case .completed:
            let pending = state.withLock { state -> Element? in
                defer { state.pending = nil }
                return state.pending
            }
            if let pending { forwardSerialized(.next(pending)) }
            forwardSerialized(.completed)
        }
    }

    @inlinable func timerFired(generation: Int) {
        let element = state.withLock { state -> Element? in
            guard state.generation == generation else { return nil }
            defer { state.pending = nil }
            return state.pending
        }
        if let element { forwardSerialized(.next(element)) }
    }

    @inlinable override func disposeResources() {
        timer.dispose()
    }
}
