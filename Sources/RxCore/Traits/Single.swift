/// The trait of `Single`: exactly one element, or an error.
public enum SingleTrait {}

/// Emits exactly one element, or fails.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` delivers.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A `Single` that runs `subscribe` for each subscriber; only its first event counts.
    @inlinable
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        Single(raw: Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
        })
    }

    /// Subscribes a handler for the one `SingleEvent`.
    @inlinable
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        primitiveSequence.source.subscribe(onNext: { observer(.success($0)) }, onError: { observer(.failure($0)) })
    }

    /// Subscribes success, failure and disposal handlers.
    @inlinable
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
    }

    /// Like `subscribe(onSuccess:onFailure:onDisposed:)`, passing a weakly held `object`.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(with: object, onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
    }

    /// A `Single` of `element`.
    @inlinable
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable<Element>.just(element))
    }

    /// A `Single` of `element`, emitted on `scheduler`.
    @inlinable
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable<Element>.just(element, scheduler: scheduler))
    }

    /// A `Single` that fails with `error`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Observable<Element>.error(error))
    }

    /// A `Single` that never emits.
    @inlinable
    public static func never() -> Single<Element> {
        Single(raw: Observable<Element>.never())
    }

    /// This `Single` as a `Maybe`.
    @inlinable
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }

    /// This `Single` as a `Completable`: the element is dropped.
    @inlinable
    public func asCompletable() -> Completable {
        primitiveSequence.source.ignoreElements().asCompletable()
    }

    /// Transforms the element; a throwing `transform` fails the `Single`.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// Continues with the `Single` that `selector` returns for the element.
    @inlinable
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }
}

extension ObservableType {
    /// This observable as a `Single`: fails with `RxError.noElements` if it completes empty and
    /// with `RxError.moreThanOneElement` on a second element.
    @inlinable
    public func asSingle() -> Single<Element> {
        Single(raw: Observable<Element>.make(parameters: asObservable()) { source, downstream in
            let sink = AsSingleSink(observer: downstream, requiresElement: true)
            sink.setUpstream(source.subscribe(AnyObserver { [sink] in sink.on($0) }))
            return sink
        })
    }

    /// This observable as a `Maybe`: fails with `RxError.moreThanOneElement` on a second element.
    @inlinable
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: Observable<Element>.make(parameters: asObservable()) { source, downstream in
            let sink = AsSingleSink(observer: downstream, requiresElement: false)
            sink.setUpstream(source.subscribe(AnyObserver { [sink] in sink.on($0) }))
            return sink
        })
    }
}

/// Holds the one element until completion, so a second element can still turn into an error.
@usableFromInline
final class AsSingleSink<Element>: Sink<Element> {
    @usableFromInline let requiresElement: Bool
    // Events are serial by the grammar, so the element needs no lock.
    @usableFromInline var element: Element?

    @inlinable
    init(observer: AnyObserver<Element>, requiresElement: Bool) {
        self.requiresElement = requiresElement
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if element != nil {
                forwardOn(.error(RxError.moreThanOneElement))
                return
            }
            element = value
        case .error:
            forwardOn(event)
        case .completed:
            if let element {
                forwardOn(.next(element))
                forwardOn(.completed)
            } else if requiresElement {
                forwardOn(.error(RxError.noElements))
            } else {
                forwardOn(.completed)
            }
        }
    }
}
