/// Broadcasts each event to the observers subscribed at that moment; late subscribers get
/// only the stop event.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType,
    @unchecked Sendable {  // all mutable state is guarded by `state`'s mutex
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline struct State {
        @usableFromInline var observers = ObserverBag<Element>()
        @usableFromInline var serializer = EventSerializer<Element>()
        @usableFromInline var stopEvent: Event<Element>?
        @usableFromInline var isDisposed = false

        @inlinable init() {}

        /// What to deliver for a new `event` (nil when queued or ignored).
        @inlinable mutating func begin(_ event: Event<Element>) -> (ObserverBag<Element>, Event<Element>)? {
            guard let event = serializer.enqueue(event) else { return nil }
            return deliverable(event)
        }

        /// What to deliver next once a delivery has finished (nil ends delivery).
        @inlinable mutating func resume() -> (ObserverBag<Element>, Event<Element>)? {
            deliverable(serializer.next())
        }

        @inlinable mutating func deliverable(_ event: Event<Element>?) -> (ObserverBag<Element>, Event<Element>)? {
            var event = event
            while let current = event {
                if stopEvent == nil && !isDisposed {
                    if current.isStopEvent {
                        stopEvent = current
                        return (observers.removeAll(), current)
                    }
                    return (observers, current)
                }
                event = serializer.next()
            }
            return nil
        }
    }

    @usableFromInline let state = Locked(State())

    @inlinable public init() {
        super.init(run: { observable, observer in
            unsafeDowncast(observable, to: PublishSubject<Element>.self).subscribeObserver(observer)
        })
    }

    /// `true` if anyone is subscribed.
    public var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Delivers `event` to the current observers. Thread-safe; re-entrant calls are queued.
    @inlinable public func on(_ event: Event<Element>) {
        var delivery = state.withLock { $0.begin(event) }
        while let (observers, current) = delivery {
            observers.on(current)
            delivery = state.withLock { $0.resume() }
        }
    }

    @usableFromInline func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
        let outcome = state.withLock { state -> SubscribeOutcome<Element> in
            if state.isDisposed { return .disposed }
            if let stopEvent = state.stopEvent { return .stopped(stopEvent) }
            return .subscribed(state.observers.insert(observer))
        }
        switch outcome {
        case .subscribed(let key):
            return SubjectSubscription(key: key) { [weak self] key in
                _ = self?.state.withLock { $0.observers.remove(key) }
            }
        case .stopped(let event):
            observer.on(event)
        case .disposed:
            observer.on(.error(RxError.disposed(object: ObjectIdentifier(self))))
        }
        return Disposables.create()
    }

    public func asObserver() -> PublishSubject<Element> { self }

    /// Releases the observers; later events are ignored and subscribers get an error.
    public func dispose() {
        state.withLock { state in
            state.isDisposed = true
            _ = state.observers.removeAll()
            state.stopEvent = nil
        }
    }
}
