extension ObservableType {
    /// Forwards every event to the observers.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Forwards every event, as optionals, to the observers.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Calls `binder` with `self` (e.g. a function that subscribes).
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls the curried `binder` with `self` and `curriedArgument`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext`; errors are reported as binding errors.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { reportBindingError($0) })
    }

    /// Accepts every element into the relays; errors are reported, completion ignored.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into the relays.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into the relays; errors are reported, completion ignored.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into the relays.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into the relays; errors are reported, completion ignored.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into the relays.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}
