/// A control's value (a text field's text) that is both observable and observer, with RxCocoa's
/// guarantees: the observable side sends the current value on subscription and then each user
/// change, never errors, completes when the control is deallocated and is subscribed on the main
/// thread (`ConcurrentMainScheduler`); the observer side sets the value.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// Only the changes: the values without the one sent on subscription.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    public func asObservable() -> Observable<Element> { values }

    public func asControlProperty() -> ControlProperty<Element> { self }

    /// Sets the value. A binding error is a programming mistake: it is reported, not forwarded
    /// (RxCocoa's rule); values and completion go to the value sink.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            reportBindingError(error)
        case .next, .completed:
            valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The text with `nil` read as `""` (and `""` written as a value).
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        return ControlProperty(values: original.values.map { $0 ?? "" },
                               valueSink: original.valueSink.mapObserver { Optional($0) })
    }
}
