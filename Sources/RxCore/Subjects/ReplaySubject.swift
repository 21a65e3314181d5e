/// Replays up to `bufferSize` past elements (all of them when unbounded) to each new
/// subscriber, then delivers later events.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType,
    @unchecked Sendable {  // all mutable state is guarded by `state`'s mutex
    public typealias SubjectObserverType = ReplaySubject<Element>

    @usableFromInline struct State {
        @usableFromInline let bufferSize: Int
        @usableFromInline var buffer: [Element] = []
        @usableFromInline var observers = ObserverBag<Element>()
        @usableFromInline var serializer = EventSerializer<Element>()
        @usableFromInline var stopEvent: Event<Element>?
        @usableFromInline var isDisposed = false

        @inlinable init(bufferSize: Int) { self.bufferSize = bufferSize }

        @inlinable mutating func begin(_ event: Event<Element>) -> (ObserverBag<Element>, Event<Element>)? {
            guard let event = serializer.enqueue(event) else { return nil }
            return deliverable(event)
        }

        @inlinable mutating func resume() -> (ObserverBag<Element>, Event<Element>)? {
            deliverable(serializer.next())
        }

        @inlinable mutating func deliverable(_ event: Event<Element>?) -> (ObserverBag<Element>, Event<Element>)? {
            var event = event
            while let current = event {
                if stopEvent == nil && !isDisposed {
                    switch current {
                    case .next(let element):
                        if bufferSize > 0 {
                            if buffer.count == bufferSize { buffer.removeFirst() }
                            buffer.append(element)
                        }
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

    @inlinable init(bufferSize: Int) {
        state = Locked(State(bufferSize: bufferSize))
        super.init(run: { observable, observer in
            unsafeDowncast(observable, to: ReplaySubject<Element>.self).subscribeObserver(observer)
        })
    }

    /// A subject replaying the last `bufferSize` elements.
    @inlinable public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: max(bufferSize, 0))
    }

    /// A subject replaying every element.
    @inlinable public static func createUnbound() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Int.max)
    }

    public var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    @inlinable public func on(_ event: Event<Element>) {
        var delivery = state.withLock { $0.begin(event) }
        while let (observers, current) = delivery {
            observers.on(current)
            delivery = state.withLock { $0.resume() }
        }
    }

    @usableFromInline func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
        let (outcome, buffer) = state.withLock { state -> (SubscribeOutcome<Element>, [Element]) in
            if state.isDisposed { return (.disposed, []) }
            if let stopEvent = state.stopEvent { return (.stopped(stopEvent), state.buffer) }
            return (.subscribed(state.observers.insert(observer)), state.buffer)
        }
        for element in buffer { observer.on(.next(element)) }
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

    public func asObserver() -> ReplaySubject<Element> { self }

    public func dispose() {
        state.withLock { state in
            state.isDisposed = true
            _ = state.observers.removeAll()
            state.buffer = []
            state.stopEvent = nil
        }
    }
}
