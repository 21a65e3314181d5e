extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends every element to each of `observers`.
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: emitOffMainThreadMessage)
        return subscribeAll(observers.map { $0.asObserver() })
    }

    /// Sends every element, wrapped in an optional, to each of `observers`.
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: emitOffMainThreadMessage)
        return subscribeAll(observers.map { observer in observer.mapObserver { Optional($0) } })
    }

    /// Accepts every element into each of `relays`.
    @inlinable
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: emitOffMainThreadMessage)
        return emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    @inlinable
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: emitOffMainThreadMessage)
        return emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: emitOffMainThreadMessage)
        return emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: emitOffMainThreadMessage)
        return emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    @inlinable
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: emitOffMainThreadMessage)
        return emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    @inlinable
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: emitOffMainThreadMessage)
        return emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes element, completion and disposal handlers (a `Signal` never fails).
    @inlinable
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: emitOffMainThreadMessage)
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Like `emit(onNext:onCompleted:onDisposed:)`, passing a weakly held `object`.
    @inlinable
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: emitOffMainThreadMessage)
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes without handlers, for the side effects upstream.
    @inlinable
    public func emit() -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: emitOffMainThreadMessage)
        return asObservable().subscribe()
    }
}

/// What the debug-build assertion says when `emit` is called off the main thread (RxCocoa's text).
@usableFromInline let emitOffMainThreadMessage = "`emit*` family of methods can be only called from `MainThread`.\nThis is required to ensure that the last replayed `Signal` element is delivered on `MainThread`.\n"
