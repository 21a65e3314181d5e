/// The trait of `Completable`: completion or an error, never an element.
public enum CompletableTrait {}

/// Completes or fails, without elements.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` delivers.
@frozen
public enum CompletableEvent {
    case error(Swift.Error)
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A `Completable` that runs `subscribe` for each subscriber; only its first event counts.
    @inlinable
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        Completable(raw: Observable<Swift.Never>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        })
    }

    /// Subscribes a handler for the one `CompletableEvent`.
    @inlinable
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        primitiveSequence.source.subscribe(onError: { observer(.error($0)) }, onCompleted: { observer(.completed) })
    }

    /// Subscribes completion, error and disposal handlers.
    @inlinable
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// A `Completable` that completes at once.
    @inlinable
    public static func empty() -> Completable {
        Completable(raw: Observable<Swift.Never>.empty())
    }

    /// A `Completable` that fails with `error`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Observable<Swift.Never>.error(error))
    }

    /// A `Completable` that never completes.
    @inlinable
    public static func never() -> Completable {
        Completable(raw: Observable<Swift.Never>.never())
    }

    /// After this completes, runs `second`; an error here skips it.
    @inlinable
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: then(second.asObservable()))
    }

    /// After this completes, runs `second`; an error here skips it.
    @inlinable
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: then(second.asObservable()))
    }

    /// After this completes, runs `second`; an error here skips it.
    @inlinable
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: then(second.asObservable()))
    }

    /// After this completes, runs `second`; an error here skips it.
    @inlinable
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        then(second)
    }

}

extension ObservableType where Element == Never {
    /// This element-less observable as a `Completable` (as RxSwift, only for `Never` elements,
    /// which lets `asCompletable()` infer the element type; `ignoreElements()` drops elements).
    @inlinable
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}

extension Observable where Element == Swift.Never {
    /// Retypes an observable that cannot emit elements.
    @inlinable
    func asElements<Other>(of type: Other.Type) -> Observable<Other> {
        Observable<Other>.make(parameters: self) { source, downstream in
            source.subscribe(AnyObserver { event in
                switch event {
                case .error(let error): downstream.onError(error)
                case .completed: downstream.onCompleted()
                }
            })
        }
    }
}
