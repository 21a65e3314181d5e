/// Anything that is an observable known never to fail.
public protocol InfallibleType: ObservableConvertibleType {}

/// An observable that never errors: elements and at most a completion.
public struct Infallible<Element>: InfallibleType {
    @usableFromInline let source: Observable<Element>

    @inlinable
    init(_ source: Observable<Element>) {
        self.source = source
    }

    @inlinable
    public func asObservable() -> Observable<Element> { source }
}

/// What an `Infallible` delivers.
@frozen
public enum InfallibleEvent<Element> {
    case next(Element)
    case completed
}

extension InfallibleType {
    /// An `Infallible` that runs `subscribe` for each subscriber.
    @inlinable
    public static func create(subscribe: @escaping (@escaping (InfallibleEvent<Element>) -> Void) -> Disposable) -> Infallible<Element> {
        Infallible(Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.onNext(element)
                case .completed: observer.onCompleted()
                }
            }
        })
    }

    /// Subscribes element, completion and disposal handlers.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Like `subscribe(onNext:onCompleted:onDisposed:)`, passing a weakly held `object`.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a handler for each `InfallibleEvent`.
    @inlinable
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe(onNext: { on(.next($0)) }, onCompleted: { on(.completed) })
    }

    /// An `Infallible` of `element`.
    @inlinable
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Observable<Element>.just(element))
    }

    /// An `Infallible` that completes at once.
    @inlinable
    public static func empty() -> Infallible<Element> {
        Infallible(Observable<Element>.empty())
    }

    /// An `Infallible` that never emits.
    @inlinable
    public static func never() -> Infallible<Element> {
        Infallible(Observable<Element>.never())
    }

    /// An `Infallible` of the given elements.
    @inlinable
    public static func of(_ elements: Element...) -> Infallible<Element> {
        Infallible(Observable<Element>.from(elements))
    }

    /// An `Infallible` of the elements of `sequence`.
    @inlinable
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
        where Sequence.Element == Element {
        Infallible(Observable<Element>.from(Array(sequence)))
    }
}
