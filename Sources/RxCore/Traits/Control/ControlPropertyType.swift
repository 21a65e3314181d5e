/// A UI value (RxCocoa's `ControlPropertyType`): observable (the current value on subscription,
/// then every user change) and observer (setting the value from the program).
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The value as a `ControlProperty`.
    func asControlProperty() -> ControlProperty<Element>
}
