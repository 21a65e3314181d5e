/// A control's event (a button's tap, a list's activation) as an observable, with RxCocoa's
/// guarantees: it never errors, it completes when the control is deallocated (the control's
/// bindings send that completion), it is subscribed on the main thread
/// (`ConcurrentMainScheduler`), and its events are delivered there.
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
