import Locking

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

@usableFromInline final class DebounceSink<Element>: Sink<Element>, SerialDraining {
    @usableFromInline struct State {
        @usableFromInline var pending: Element?
        @usableFromInline var generation = 0
        @usableFromInline var drain = SerialDrain<Event<Element>>()
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
            drain(state.withLock { state in
                state.pending = nil
                return state.drain.enqueue(event)
            })
        case .completed:
            drain(state.withLock { state in
                defer { state.pending = nil }
                return state.drain.enqueue(next: state.pending, completing: true)
            })
        }
    }

    @inlinable func timerFired(generation: Int) {
        drain(state.withLock { state -> Event<Element>? in
            guard state.generation == generation, let pending = state.pending else { return nil }
            state.pending = nil
            return state.drain.enqueue(.next(pending))
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
