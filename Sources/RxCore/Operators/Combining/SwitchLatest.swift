extension ObservableType where Element: ObservableConvertibleType {
    /// Forwards the elements of the most recent inner observable only, unsubscribing from the
    /// previous one whenever a new one arrives. Completes once the outer observable and the
    /// current inner observable have completed.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        Observable<Element.Element>.make(parameters: asObservable()) { outer, downstream in
            let sink = SwitchLatestSink<Element>(downstream: downstream)
            sink.run(outer)
            return sink
        }
    }
}

@usableFromInline
final class SwitchLatestSink<Source: ObservableConvertibleType>: Sink<Source.Element> {
    @usableFromInline typealias Element = Source.Element

    @usableFromInline
    struct State {
        @usableFromInline var latestID = 0
        @usableFromInline var hasLatest = false
        @usableFromInline var isOuterDone = false
        @usableFromInline var drain = SerialDrain<Event<Element>>()
        @inlinable init() {}
    }

    @usableFromInline let lockedState = Locked(State())
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()
    @usableFromInline let innerSubscription = SerialDisposable()

    @inlinable
    init(downstream: AnyObserver<Element>) {
        super.init(observer: downstream)
    }

    @inlinable
    func run(_ outer: Observable<Source>) {
        outerSubscription.setDisposable(outer.subscribe(AnyObserver { [self] in onOuter($0) }))
    }

    @inlinable
    func onOuter(_ event: Event<Source>) {
        switch event {
        case .next(let source):
            let id = lockedState.withLock { state -> Int in
                state.latestID += 1
                state.hasLatest = true
                return state.latestID
            }
            let subscription = SingleAssignmentDisposable()
            innerSubscription.disposable = subscription
            subscription.setDisposable(source.asObservable().subscribe(AnyObserver { [self] event in
                if event.isStopEvent { subscription.dispose() }
                onInner(event, id: id)
            }))
        case .error(let error):
            drain(lockedState.withLock { $0.drain.enqueue(.error(error)) })
        case .completed:
            let item = lockedState.withLock { state -> Event<Element>? in
                state.isOuterDone = true
                return state.hasLatest ? nil : state.drain.enqueue(.completed)
            }
            outerSubscription.dispose()
            drain(item)
        }
    }

    @inlinable
    func onInner(_ event: Event<Element>, id: Int) {
        let item = lockedState.withLock { state -> Event<Element>? in
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
    func drain(_ first: Event<Element>?) {
        var item = first
        while let event = item {
            if event.isStopEvent {
                lockedState.withLock { $0.drain.close() }
                forwardOn(event)
                return
            }
            forwardOn(event)
            item = lockedState.withLock { $0.drain.next() }
        }
    }

    @inlinable
    override func disposeResources() {
        lockedState.withLock { $0.drain.close() }
        outerSubscription.dispose()
        innerSubscription.dispose()
    }
}
