/// Receives the events of an observable sequence.
public protocol ObserverType {
    associatedtype Element
    func on(_ event: Event<Element>)
}

extension ObserverType {
    @inlinable public func onNext(_ element: Element) { on(.next(element)) }
    @inlinable public func onCompleted() { on(.completed) }
    @inlinable public func onError(_ error: Swift.Error) { on(.error(error)) }

    /// Type-erases the observer; an `AnyObserver` is returned unchanged.
    @inlinable public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms values before passing them to `self`.
    @inlinable public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
