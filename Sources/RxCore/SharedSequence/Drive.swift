extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends every element to each of `observers`.
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return subscribeAll(observers.map { $0.asObserver() })
    }

    /// Sends every element, wrapped in an optional, to each of `observers`.
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return subscribeAll(observers.map { observer in observer.mapObserver { Optional($0) } })
    }

    /// Accepts every element into each of `relays`.
    @inlinable
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    @inlinable
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    @inlinable
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    @inlinable
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    @inlinable
    public func drive(_ relays: PublishRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands the underlying observable to `transformation` (e.g. a binder function).
    @inlinable
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return transformation(asObservable())
    }

    /// Hands the underlying observable and `curriedArgument` to a curried binder function.
    @inlinable
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes element, completion and disposal handlers (a `Driver` never fails).
    @inlinable
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Like `drive(onNext:onCompleted:onDisposed:)`, passing a weakly held `object`.
    @inlinable
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes without handlers, for the side effects upstream.
    @inlinable
    public func drive() -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribe()
    }
}

/// What the debug-build assertion says when `drive` is called off the main thread (RxCocoa's text).
@usableFromInline let driveOffMainThreadMessage = "`drive*` family of methods can be only called from `MainThread`.\nThis is required to ensure that the last replayed `Driver` element is delivered on `MainThread`.\n"
