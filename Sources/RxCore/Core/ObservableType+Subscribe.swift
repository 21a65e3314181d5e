extension ObservableType {
    /// Subscribes an event handler.
    @inlinable public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(AnyObserver(eventHandler: on))
    }

    /// Subscribes element, error, completion and disposal handlers. `onDisposed` runs
    /// after a stop event or on disposal, whichever is first.
    @inlinable public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposed: Cancelable? = onDisposed.map { Disposables.create(with: $0) }
        let observer = ClosureObserver(onNext: onNext, onError: onError, onCompleted: onCompleted, onStop: disposed)
        let subscription = asObservable().subscribe(AnyObserver(eventHandler: observer.on))
        guard let disposed else { return subscription }
        return Disposables.create(subscription, disposed)
    }

    /// Like `subscribe(onNext:onError:onCompleted:onDisposed:)`, passing a weakly held
    /// `object` to each handler; events are ignored once `object` is gone.
    @inlinable public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: onNext.map { handler in { [weak object] in if let object { handler(object, $0) } } },
            onError: onError.map { handler in { [weak object] in if let object { handler(object, $0) } } },
            onCompleted: onCompleted.map { handler in { [weak object] in if let object { handler(object) } } },
            onDisposed: onDisposed.map { handler in { [weak object] in if let object { handler(object) } } }
        )
    }
}
