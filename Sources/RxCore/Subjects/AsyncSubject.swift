import Locking

/// Emits only the last element, and only when the source completes (to current and
/// later subscribers); an error is passed on without elements.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType,
    @unchecked Sendable {  // all mutable state is guarded by `state`'s mutex
    public typealias SubjectObserverType = AsyncSubject<Element>

    @usableFromInline struct State {
        @usableFromInline var last: Element?
        @usableFromInline var observers = ObserverBag<Element>()
        @usableFromInline var stopEvent: Event<Element>?
        @inlinable init() {}
    }

    @usableFromInline let state = Locked(State())

    @inlinable public init() {
        super.init(run: { observable, observer in
            unsafeDowncast(observable, to: AsyncSubject<Element>.self).subscribeObserver(observer)
        })
    }

    public var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

    @inlinable public func on(_ event: Event<Element>) {
        let delivery = state.withLock { state -> (ObserverBag<Element>, Element?, Event<Element>)? in
            guard state.stopEvent == nil else { return nil }
            switch event {
            case .next(let element):
                state.last = element
                return nil
            case .error:
                state.stopEvent = event
                state.last = nil
                return (state.observers.removeAll(), nil, event)
            case .completed:
                state.stopEvent = event
                return (state.observers.removeAll(), state.last, event)
            }
        }
        guard let (observers, last, stop) = delivery else { return }
        if let last { observers.on(.next(last)) }
        observers.on(stop)
    }

    @usableFromInline func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
        let (key, last, stop) = state.withLock { state -> (Int?, Element?, Event<Element>?) in
            if let stopEvent = state.stopEvent { return (nil, state.last, stopEvent) }
            return (state.observers.insert(observer), nil, nil)
        }
        if let key {
            return SubjectSubscription(key: key) { [weak self] key in
                _ = self?.state.withLock { $0.observers.remove(key) }
            }
        }
        if let last { observer.on(.next(last)) }
        if let stop { observer.on(stop) }
        return Disposables.create()
    }

    public func asObserver() -> AsyncSubject<Element> { self }
}
