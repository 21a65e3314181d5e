/// A `PublishSubject` that never stops: `accept` delivers elements; there is no error or
/// completion.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {  // wraps a thread-safe subject
    @usableFromInline let subject = PublishSubject<Element>()

    @inlinable public init() {}

    /// Delivers `event` to the current subscribers.
    @inlinable public func accept(_ event: Element) {
        subject.onNext(event)
    }

    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    @inlinable public func asObservable() -> Observable<Element> { subject.asObservable() }
}
