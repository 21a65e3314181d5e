import Locking

/// The one sink behind `flatMapLatest` and `switchLatest`: it maps each outer element to an
/// inner observable, subscribes to it and drops the previous one, and forwards only the events
/// of the latest inner. It completes once the outer and the latest inner have completed. A
/// finished inner (or outer) subscription is released at once, not when the operator ends
/// (RxSwift).
@usableFromInline
final class SwitchSink<SourceElement, Inner: ObservableConvertibleType>: Sink<Inner.Element>, SerialDraining {
    @usableFromInline typealias Element = Inner.Element

    @usableFromInline
    struct State {
        /// Identifies the latest inner: events of older ones are dropped.
        @usableFromInline var latestID = 0
        @usableFromInline var hasLatest = false
        @usableFromInline var isOuterDone = false
        @usableFromInline var drain = SerialDrain<Event<Element>>()
        @inlinable init() {}
    }

    @usableFromInline let selector: (SourceElement) throws -> Inner
    @usableFromInline let state = Locked(State())
    /// Registered with `setUpstream`, and disposed early when the outer completes.
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()
    @usableFromInline let innerSubscription = SerialDisposable()

    @inlinable
    init(selector: @escaping (SourceElement) throws -> Inner, observer: AnyObserver<Element>) {
        self.selector = selector
        super.init(observer: observer)
    }

    /// Subscribes the sink to its outer observable.
    @inlinable
    func subscribe(to outer: Observable<SourceElement>) {
        outerSubscription.setDisposable(outer.subscribe(AnyObserver(eventHandler: on)))
        setUpstream(outerSubscription)
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let inner: Inner
            do {
                inner = try selector(element)
            } catch {
                drain(state.withLock { $0.drain.enqueue(.error(error)) })
                return
            }
            let id = state.withLock { state -> Int in
                state.latestID &+= 1
                state.hasLatest = true
                return state.latestID
            }
            let subscription = SingleAssignmentDisposable()
            innerSubscription.disposable = subscription
            subscription.setDisposable(inner.asObservable().subscribe(AnyObserver { [self] event in
                if event.isStopEvent { subscription.dispose() }
                onInner(event, id: id)
            }))
        case .error(let error):
            drain(state.withLock { $0.drain.enqueue(.error(error)) })
        case .completed:
            let item = state.withLock { state -> Event<Element>? in
                state.isOuterDone = true
                return state.hasLatest ? nil : state.drain.enqueue(.completed)
            }
            outerSubscription.dispose()
            drain(item)
        }
    }

    @inlinable
    func onInner(_ event: Event<Element>, id: Int) {
        let item = state.withLock { state -> Event<Element>? in
            guard state.latestID == id else { return nil }
            switch event {
            case .next, .error:
                return state.drain.enqueue(event)
            case .completed:
                state.hasLatest = false
                return state.isOuterDone ? state.drain.enqueue(.completed) : nil
            }
        }
        drain(item)
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
        outerSubscription.dispose()
        innerSubscription.dispose()
    }
}

extension ObservableType {
    /// The producer `flatMapLatest` and `switchLatest` share (see `SwitchSink`).
    @inlinable
    func switching<Inner: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        Observable.make(parameters: (asObservable(), selector)) { parameters, observer in
            let sink = SwitchSink(selector: parameters.1, observer: observer)
            sink.subscribe(to: parameters.0)
            return sink
        }
    }
}
