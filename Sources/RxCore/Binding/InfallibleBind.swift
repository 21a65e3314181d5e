extension InfallibleType {
    /// Forwards every event to the observers.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Forwards every event, as optionals, to the observers.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Calls `binder` with `self` (e.g. a function that subscribes).
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls the curried `binder` with `self` and `curriedArgument`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` (an `Infallible` has no error to report).
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        asObservable().subscribe(onNext: onNext)
    }

    /// Accepts every element into the relays; completion is ignored.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into the relays.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into the relays; completion is ignored.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into the relays.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into the relays; completion is ignored.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into the relays.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}
