/// A `ReplaySubject` that never stops.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {  // wraps a thread-safe subject
    @usableFromInline let subject: ReplaySubject<Element>

    @inlinable init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay replaying the last `bufferSize` elements.
    @inlinable public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// A relay replaying every element.
    @inlinable public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbound())
    }

    /// Delivers `event` to the subscribers and records it for replay.
    @inlinable public func accept(_ event: Element) {
        subject.onNext(event)
    }

    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    @inlinable public func asObservable() -> Observable<Element> { subject.asObservable() }
}
