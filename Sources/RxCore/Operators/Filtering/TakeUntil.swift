extension ObservableType {
    /// Emits elements until `other` emits an element, then completes.
    @inlinable public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        gated(by: other.asObservable(), skipping: false)
    }

    /// Drops elements until `other` emits an element.
    @inlinable public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        gated(by: other.asObservable(), skipping: true)
    }

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
}

/// `take(until:)` (open until `other` fires, then complete) and `skip(until:)` (closed
/// until `other` fires).
@usableFromInline final class GateSink<Element, Other>: SerialSink<Element> {
    @usableFromInline let skipping: Bool
    /// Whether a completion before the gate opens is forwarded: yes for `skip(_:scheduler:)`,
    /// no for `skip(until:)` (RxSwift's two rules).
    @usableFromInline let completesWhileClosed: Bool
    @usableFromInline let opened = Locked(false)
    @usableFromInline let otherSubscription = SingleAssignmentDisposable()

    @inlinable init(skipping: Bool, completesWhileClosed: Bool, observer: AnyObserver<Element>) {
        self.skipping = skipping
        self.completesWhileClosed = completesWhileClosed
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        if skipping, !opened.withLock({ $0 }) {
            switch event {
            case .next: return
            // Before the trigger nothing gets through, not even completion (RxSwift's rule):
            // the operator ends silently.
            case .completed: if !completesWhileClosed { dispose(); return }
            case .error: break
            }
        }
        forwardSerialized(event)
    }

    @inlinable func otherOn(_ event: Event<Other>) {
        switch event {
        case .next:
            if skipping {
                opened.withLock { $0 = true }
                otherSubscription.dispose()
            } else {
                forwardSerialized(.completed)
            }
        case .error(let error):
            forwardSerialized(.error(error))
        case .completed:
            otherSubscription.dispose()
        }
    }

    @inlinable override func disposeResources() {
        otherSubscription.dispose()
    }
}
