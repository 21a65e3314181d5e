/// The trait of `Maybe`: one element, no element, or an error.
public enum MaybeTrait {}

/// Emits one element, completes empty, or fails.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` delivers.
@frozen
public enum MaybeEvent<Element> {
    case success(Element)
    case error(Swift.Error)
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// A `Maybe` that runs `subscribe` for each subscriber; only its first event counts.
    @inlinable
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        Maybe(raw: Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        })
    }

    /// Subscribes a handler for the one `MaybeEvent`.
    @inlinable
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        // A success is always followed by completion, which must not be reported again.
        var hasSucceeded = false
        return primitiveSequence.source.subscribe(
            onNext: { hasSucceeded = true; observer(.success($0)) },
            onError: { observer(.error($0)) },
            onCompleted: { if !hasSucceeded { observer(.completed) } }
        )
    }

    /// Subscribes success, error, completion (without element) and disposal handlers.
    @inlinable
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        var hasSucceeded = false
        return primitiveSequence.source.subscribe(
            onNext: { hasSucceeded = true; onSuccess?($0) },
            onError: onError,
            onCompleted: { if !hasSucceeded { onCompleted?() } },
            onDisposed: onDisposed
        )
    }

    /// A `Maybe` of `element`.
    @inlinable
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Observable<Element>.just(element))
    }

    /// A `Maybe` of `element`, emitted on `scheduler`.
    @inlinable
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Observable<Element>.just(element, scheduler: scheduler))
    }

    /// A `Maybe` that completes without an element.
    @inlinable
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Observable<Element>.empty())
    }

    /// A `Maybe` that fails with `error`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: Observable<Element>.error(error))
    }

    /// A `Maybe` that never emits.
    @inlinable
    public static func never() -> Maybe<Element> {
        Maybe(raw: Observable<Element>.never())
    }

    /// This `Maybe` as a `Completable`: the element is dropped.
    @inlinable
    public func asCompletable() -> Completable {
        primitiveSequence.source.ignoreElements().asCompletable()
    }

    /// Transforms the element; a throwing `transform` fails the `Maybe`.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// Continues with the `Maybe` that `selector` returns for the element.
    @inlinable
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }
}
