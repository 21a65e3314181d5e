import Locking

extension ObservableType {
    /// Emits the elements collected so far whenever `count` are collected or `timeSpan`
    /// has passed since the previous buffer (possibly empty); the rest on completion.
    @inlinable public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        Observable.make(parameters: (asObservable(), timeSpan, count, scheduler)) { parameters, observer in
            let sink = BufferSink<Element>(timeSpan: parameters.1, count: parameters.2, scheduler: parameters.3,
                                           observer: observer)
            sink.startTimer(generation: 0)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

@usableFromInline final class BufferSink<Element>: Sink<[Element]>, SerialDraining {
    @usableFromInline struct State {
        @usableFromInline var buffer: [Element] = []
        @usableFromInline var generation = 0
        @usableFromInline var drain = SerialDrain<Event<[Element]>>()
        @inlinable init() {}
    }

    @usableFromInline let timeSpan: RxTimeInterval
    @usableFromInline let count: Int
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let state = Locked(State())
    @usableFromInline let timer = SerialDisposable()

    @inlinable init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, observer: AnyObserver<[Element]>) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable func startTimer(generation: Int) {
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: timeSpan) { [weak self] generation in
            self?.timerFired(generation: generation)
            return Disposables.create()
        }
    }

    @inlinable func timerFired(generation: Int) {
        let item = state.withLock { state -> Event<[Element]>?? in
            guard state.generation == generation else { return nil }
            return .some(state.drain.enqueue(.next(Self.takeBuffer(&state))))
        }
        guard let item else { return }
        drain(item)
        startTimer(generation: generation + 1)
    }

    @inlinable static func takeBuffer(_ state: inout State) -> [Element] {
        state.generation += 1
        defer { state.buffer = [] }
        return state.buffer
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let full = state.withLock { state -> (item: Event<[Element]>?, generation: Int)? in
                state.buffer.append(element)
                guard state.buffer.count >= count else { return nil }
                let buffer = Self.takeBuffer(&state)
                return (state.drain.enqueue(.next(buffer)), state.generation)
            }
            guard let full else { return }
            drain(full.item)
            startTimer(generation: full.generation)
        case .error(let error):
            drain(state.withLock { $0.drain.enqueue(.error(error)) })
        case .completed:
            drain(state.withLock { $0.drain.enqueue(next: Self.takeBuffer(&$0), completing: true) })
        }
    }

    @inlinable func deliver(_ event: Event<[Element]>) {
        forwardOn(event)
    }

    @inlinable func nextDrainItem() -> Event<[Element]>? {
        state.withLock { $0.drain.next() }
    }

    @inlinable override func disposeResources() {
        state.withLock { $0.drain.close() }
        timer.dispose()
    }
}
