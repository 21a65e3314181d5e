/// A `BehaviorSubject` that never stops: it always has a `value`, and `accept` replaces it.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {  // wraps a thread-safe subject
    @usableFromInline let subject: BehaviorSubject<Element>

    @inlinable public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value.
    public var value: Element { subject.currentValue }

    /// Replaces the value and delivers it to the subscribers.
    @inlinable public func accept(_ event: Element) {
        subject.onNext(event)
    }

    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    @inlinable public func asObservable() -> Observable<Element> { subject.asObservable() }
}
