import RxCore
import TerminalUI

/// A widget event (`button.rx.tap`, `list.rx.itemActivated`) as an observable, with RxCocoa's
/// guarantees: it never errors, it completes when the widget is deallocated, subscriptions are
/// made on the main thread, and events are delivered there (widgets send them on the main actor).
public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// Wraps `events`, which must satisfy the guarantees above; it is subscribed on the main thread.
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { events }

    public func asControlEvent() -> ControlEvent<Element> { self }
}
