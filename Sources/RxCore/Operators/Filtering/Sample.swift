import Locking

extension ObservableType {
    /// Emits the latest source element (or `defaultValue`) each time `sampler` emits,
    /// if there is one new since the previous sample.
    @inlinable public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        Observable.make(parameters: (asObservable(), sampler.asObservable(), defaultValue)) { parameters, observer in
            let sink = SampleSink<Element, Source.Element>(defaultValue: parameters.2, observer: observer)
            // Source first, then sampler (RxSwift's order); the source subscription is released
            // as soon as the source completes.
            sink.sourceSubscription.setDisposable(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            sink.samplerSubscription.setDisposable(parameters.1.subscribe(AnyObserver(eventHandler: sink.samplerOn)))
            sink.setUpstream(sink.sourceSubscription)
            return sink
        }
    }
}

@usableFromInline final class SampleSink<Element, Sample>: Sink<Element>, SerialDraining {
    @usableFromInline struct State {
        @usableFromInline var latest: Element?
        @usableFromInline var sourceDone = false
        @usableFromInline var drain = SerialDrain<Event<Element>>()
        @inlinable init() {}
    }

    @usableFromInline let defaultValue: Element?
    @usableFromInline let state = Locked(State())
    @usableFromInline let samplerSubscription = SingleAssignmentDisposable()
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()

    @inlinable init(defaultValue: Element?, observer: AnyObserver<Element>) {
        self.defaultValue = defaultValue
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            state.withLock { $0.latest = element }
        case .error:
            drain(state.withLock { $0.drain.enqueue(event) })
        case .completed:
            state.withLock { $0.sourceDone = true }
            sourceSubscription.dispose()
        }
    }

    @inlinable func samplerOn(_ event: Event<Sample>) {
        switch event {
        case .next, .completed:
            drain(state.withLock { state -> Event<Element>? in
                defer { state.latest = nil }
                return state.drain.enqueue(next: state.latest ?? defaultValue, completing: state.sourceDone)
            })
        case .error(let error):
            drain(state.withLock { $0.drain.enqueue(.error(error)) })
        }
    }

    @inlinable func deliver(_ event: Event<Element>) {
        forwardOn(event)
    }

    @inlinable func nextDrainItem() -> Event<Element>? {
        state.withLock { $0.drain.next() }
    }

    @inlinable override func disposeResources() {
        state.withLock { $0.drain.close() }
        samplerSubscription.dispose()
    }
}
