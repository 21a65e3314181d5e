/// Holds a current value: each new subscriber first gets it, then later events.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType,
    @unchecked Sendable {  // all mutable state is guarded by `state`'s mutex
    public typealias SubjectObserverType = BehaviorSubject<Element>

    @usableFromInline struct State {
        @usableFromInline var value: Element
        @usableFromInline var observers = ObserverBag<Element>()
        @usableFromInline var serializer = EventSerializer<Element>()
        @usableFromInline var stopEvent: Event<Element>?
        @usableFromInline var isDisposed = false

        @inlinable init(value: Element) { self.value = value }

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
                    switch current {
                    case .next(let element):
                        value = element
                        return (observers, current)
                    case .error, .completed:
                        stopEvent = current
                        return (observers.removeAll(), current)
                    }
                }
                event = serializer.next()
            }
            return nil
        }
    }

    @usableFromInline let state: Locked<State>

    @inlinable public init(value: Element) {
        state = Locked(State(value: value))
        super.init(run: { observable, observer in
            unsafeDowncast(observable, to: BehaviorSubject<Element>.self).subscribeObserver(observer)
        })
    }

    /// The current value; throws the error the subject stopped with, or
    /// `RxError.disposed` once disposed.
    public func value() throws -> Element {
        let (value, error) = state.withLock { state -> (Element, Swift.Error?) in
            if state.isDisposed { return (state.value, RxError.disposed(object: ObjectIdentifier(self))) }
            return (state.value, state.stopEvent?.error)
        }
        if let error { throw error }
        return value
    }

    public var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Updates the value and delivers `event`. Thread-safe; re-entrant calls are queued.
    @inlinable public func on(_ event: Event<Element>) {
        var delivery = state.withLock { $0.begin(event) }
        while let (observers, current) = delivery {
            observers.on(current)
            delivery = state.withLock { $0.resume() }
        }
    }

    @usableFromInline func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
        let (outcome, value) = state.withLock { state -> (SubscribeOutcome<Element>, Element) in
            if state.isDisposed { return (.disposed, state.value) }
            if let stopEvent = state.stopEvent { return (.stopped(stopEvent), state.value) }
            return (.subscribed(state.observers.insert(observer)), state.value)
        }
        switch outcome {
        case .subscribed(let key):
            let subscription = SubjectSubscription(key: key) { [weak self] key in
                _ = self?.state.withLock { $0.observers.remove(key) }
            }
            observer.on(.next(value))
            return subscription
        case .stopped(let event):
            observer.on(event)
        case .disposed:
            observer.on(.error(RxError.disposed(object: ObjectIdentifier(self))))
        }
        return Disposables.create()
    }

    public func asObserver() -> BehaviorSubject<Element> { self }

    public func dispose() {
        state.withLock { state in
            state.isDisposed = true
            _ = state.observers.removeAll()
            state.stopEvent = nil
        }
    }
}
