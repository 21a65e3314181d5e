/// A type-erased observer: a struct over one event-handler closure.
///
/// Operators build it in specialised (inlined) code so that the per-event call is a
/// closure call into specialised code, never an unspecialised generic method.
@frozen public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let observer: EventHandler

    @inlinable public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    @inlinable public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            self.observer = observer.on
        }
    }

    @inlinable public func on(_ event: Event<Element>) { observer(event) }

    @inlinable public func asObserver() -> AnyObserver<Element> { self }
}
