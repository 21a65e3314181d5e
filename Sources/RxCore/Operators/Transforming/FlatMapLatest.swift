extension ObservableType {
    /// Maps each element to a sequence and mirrors only the most recent one.
    @inlinable public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element> {
        Observable.make(parameters: (asObservable(), selector)) { parameters, observer in
            let sink = FlatMapLatestSink(selector: parameters.1, observer: observer)
            sink.outerSubscription.setDisposable(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            sink.setUpstream(sink.outerSubscription)
            return sink
        }
    }
}

@usableFromInline final class FlatMapLatestSink<SourceElement, Inner: ObservableConvertibleType>: SerialSink<Inner.Element> {
    @usableFromInline struct State {
        @usableFromInline var generation = 0
        @usableFromInline var hasInner = false
        @usableFromInline var outerStopped = false
        @inlinable init() {}
    }

    @usableFromInline let selector: (SourceElement) throws -> Inner
    @usableFromInline let state = Locked(State())
    @usableFromInline let inner = SerialDisposable()
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()

    @inlinable init(selector: @escaping (SourceElement) throws -> Inner, observer: AnyObserver<Inner.Element>) {
        self.selector = selector
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let source: Inner
            do { source = try selector(element) } catch {
                forwardSerialized(.error(error))
                return
            }
            let generation = state.withLock { state -> Int in
                state.generation += 1
                state.hasInner = true
                return state.generation
            }
            let subscription = SingleAssignmentDisposable()
            inner.disposable = subscription
            subscription.setDisposable(source.asObservable().subscribe(AnyObserver { event in
                // A finished inner is released at once, not when the operator ends (RxSwift).
                if event.isStopEvent { subscription.dispose() }
                self.innerOn(event, generation: generation)
            }))
        case .error(let error):
            forwardSerialized(.error(error))
        case .completed:
            let done = state.withLock { state -> Bool in
                state.outerStopped = true
                return !state.hasInner
            }
            // The finished outer sequence is released at once; the latest inner goes on.
            outerSubscription.dispose()
            if done { forwardSerialized(.completed) }
        }
    }

    @inlinable func innerOn(_ event: Event<Inner.Element>, generation: Int) {
        switch event {
        case .next, .error:
            if state.withLock({ $0.generation == generation }) { forwardSerialized(event) }
        case .completed:
            let done = state.withLock { state -> Bool in
                guard state.generation == generation else { return false }
                state.hasInner = false
                return state.outerStopped
            }
            if done { forwardSerialized(.completed) }
        }
    }

    @inlinable override func disposeResources() {
        inner.dispose()
    }
}
