/// Subscribes to the inner sequence selected for each outer element and merges their
/// events. At most `maxConcurrent` inners run at once; further elements are queued
/// (`concatMap`, `merge(maxConcurrent:)`) or dropped when `dropWhenBusy` (`flatMapFirst`).
@usableFromInline final class FlatMapSink<SourceElement, Inner: ObservableConvertibleType>: SerialSink<Inner.Element> {
    @usableFromInline struct State {
        @usableFromInline var active = 0
        @usableFromInline var queued: [Inner] = []
        @usableFromInline var outerStopped = false
        @inlinable init() {}
    }

    @usableFromInline enum Next {
        case subscribe(Inner)
        case complete
        case nothing
    }

    @usableFromInline let selector: (SourceElement) throws -> Inner
    @usableFromInline let maxConcurrent: Int
    @usableFromInline let dropWhenBusy: Bool
    @usableFromInline let state = Locked(State())
    @usableFromInline let inners = CompositeDisposable()
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()

    @inlinable init(selector: @escaping (SourceElement) throws -> Inner, maxConcurrent: Int, dropWhenBusy: Bool,
                    observer: AnyObserver<Inner.Element>) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        self.dropWhenBusy = dropWhenBusy
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if dropWhenBusy && state.withLock({ $0.active >= maxConcurrent }) { return }
            let inner: Inner
            do { inner = try selector(element) } catch {
                forwardSerialized(.error(error))
                return
            }
            let subscribeNow = state.withLock { state -> Bool in
                if state.active < maxConcurrent {
                    state.active += 1
                    return true
                }
                if !dropWhenBusy { state.queued.append(inner) }
                return false
            }
            if subscribeNow { subscribeInner(inner) }
        case .error(let error):
            forwardSerialized(.error(error))
        case .completed:
            let done = state.withLock { state -> Bool in
                state.outerStopped = true
                return state.active == 0
            }
            // The finished outer sequence is released at once; the inners go on (RxSwift).
            outerSubscription.dispose()
            if done { forwardSerialized(.completed) }
        }
    }

    @inlinable func subscribeInner(_ inner: Inner) {
        let subscription = SingleAssignmentDisposable()
        guard let key = inners.insert(subscription) else { return }
        subscription.setDisposable(inner.asObservable().subscribe(AnyObserver { event in
            self.innerOn(event, key: key)
        }))
    }

    @inlinable func innerOn(_ event: Event<Inner.Element>, key: CompositeDisposable.DisposeKey) {
        switch event {
        case .next, .error:
            forwardSerialized(event)
        case .completed:
            inners.remove(for: key)
            let next = state.withLock { state -> Next in
                if !state.queued.isEmpty { return .subscribe(state.queued.removeFirst()) }
                state.active -= 1
                return state.outerStopped && state.active == 0 ? .complete : .nothing
            }
            switch next {
            case .subscribe(let inner): subscribeInner(inner)
            case .complete: forwardSerialized(.completed)
            case .nothing: break
            }
        }
    }

    @inlinable override func disposeResources() {
        inners.dispose()
    }
}

extension ObservableType {
    @inlinable func flatMap<Source: ObservableConvertibleType>(
        maxConcurrent: Int, dropWhenBusy: Bool, _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        Observable.make(parameters: (asObservable(), selector, maxConcurrent, dropWhenBusy)) { parameters, observer in
            let sink = FlatMapSink(selector: parameters.1, maxConcurrent: parameters.2, dropWhenBusy: parameters.3,
                                   observer: observer)
            sink.outerSubscription.setDisposable(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            sink.setUpstream(sink.outerSubscription)
            return sink
        }
    }
}
