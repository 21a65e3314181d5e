import RxCore
import TerminalUI

/// A UI value (RxCocoa's shape): observable (the current value on subscription, then every user
/// change) and observer (setting the value from the program, which is not echoed back).
public protocol ControlPropertyType: ObservableType, ObserverType {
    func asControlProperty() -> ControlProperty<Element>
}
