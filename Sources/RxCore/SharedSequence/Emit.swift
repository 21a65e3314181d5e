extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends every element to each of `observers`.
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribeAll(observers.map { $0.asObserver() })
    }

    /// Sends every element, wrapped in an optional, to each of `observers`.
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        subscribeAll(observers.map { observer in observer.mapObserver { Optional($0) } })
    }

    /// Accepts every element into each of `relays`.
    @inlinable
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    @inlinable
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    @inlinable
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes element, completion and disposal handlers (a `Signal` never fails).
    @inlinable
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Like `emit(onNext:onCompleted:onDisposed:)`, passing a weakly held `object`.
    @inlinable
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes without handlers, for the side effects upstream.
    @inlinable
    public func emit() -> Disposable {
        asObservable().subscribe()
    }
}
