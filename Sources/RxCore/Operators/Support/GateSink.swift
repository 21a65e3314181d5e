import Locking

extension ObservableType {
    /// The producer of `take(until:)` and `skip(until:)` (see `GateSink`).
    @inlinable func gated<Other>(by other: Observable<Other>, skipping: Bool) -> Observable<Element> {
        Observable.make(parameters: (asObservable(), other, skipping)) { parameters, observer in
            let sink = GateSink<Element, Other>(skipping: parameters.2, completesWhileClosed: !parameters.2, observer: observer)
            // RxSwift's orders: skip(until:) subscribes the source first, take(until:) the other.
            if parameters.2 {
                let source = parameters.0.subscribe(AnyObserver(eventHandler: sink.on))
                sink.otherSubscription.setDisposable(parameters.1.subscribe(AnyObserver(eventHandler: sink.otherOn)))
                sink.setUpstream(source)
            } else {
                sink.otherSubscription.setDisposable(parameters.1.subscribe(AnyObserver(eventHandler: sink.otherOn)))
                sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            }
            return sink
        }
    }

    /// The producer of `take(for:)` and `skip(_:scheduler:)`: a gate that a timer opens or closes.
    @inlinable func timeGated(_ duration: RxTimeInterval, skipping: Bool, scheduler: SchedulerType) -> Observable<Element> {
        Observable.make(parameters: (asObservable(), duration, skipping, scheduler)) { parameters, observer in
            let sink = GateSink<Element, Int>(skipping: parameters.2, completesWhileClosed: true, observer: observer)
            let timer = Observable<Int>.timer(parameters.1, scheduler: parameters.3)
            sink.otherSubscription.setDisposable(timer.subscribe(AnyObserver(eventHandler: sink.otherOn)))
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

/// The one sink behind `take(until:)` and `take(for:)` (open until `other` fires, then
/// complete) and `skip(until:)` and `skip(_:scheduler:)` (closed until `other` fires).
@usableFromInline final class GateSink<Element, Other>: Sink<Element>, SerialDraining {
    @usableFromInline let skipping: Bool
    /// Whether a completion before the gate opens is forwarded: yes for `skip(_:scheduler:)`,
    /// no for `skip(until:)` (RxSwift's two rules).
    @usableFromInline let completesWhileClosed: Bool
    @usableFromInline struct State {
        @usableFromInline var isOpen = false
        @usableFromInline var drain = SerialDrain<Event<Element>>()
        @inlinable init() {}
    }

    @usableFromInline let state = Locked(State())
    @usableFromInline let otherSubscription = SingleAssignmentDisposable()

    @inlinable init(skipping: Bool, completesWhileClosed: Bool, observer: AnyObserver<Element>) {
        self.skipping = skipping
        self.completesWhileClosed = completesWhileClosed
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        if skipping, !state.withLock({ $0.isOpen }) {
            switch event {
            case .next: return
            // Before the trigger nothing gets through, not even completion (RxSwift's rule):
            // the operator ends silently.
            case .completed: if !completesWhileClosed { dispose(); return }
            case .error: break
            }
        }
        drain(state.withLock { $0.drain.enqueue(event) })
    }

    @inlinable func otherOn(_ event: Event<Other>) {
        switch event {
        case .next:
            if skipping {
                state.withLock { $0.isOpen = true }
                otherSubscription.dispose()
            } else {
                drain(state.withLock { $0.drain.enqueue(.completed) })
            }
        case .error(let error):
            drain(state.withLock { $0.drain.enqueue(.error(error)) })
        case .completed:
            otherSubscription.dispose()
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
        otherSubscription.dispose()
    }
}
