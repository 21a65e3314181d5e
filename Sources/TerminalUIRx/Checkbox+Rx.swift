import RxCore
import TerminalUI

extension Reactive where Base: Checkbox {
    /// Whether it is ticked: sends the current state on subscription and then after every toggle
    /// by the person; values bound to it set the checkbox without being sent back.
    public var isChecked: ControlProperty<Bool> {
        let values = WidgetEvents.observable(of: base, handlers: { $0.onToggle }, current: { $0.isChecked })
        let valueSink = Binder<Bool>(base) { checkbox, isChecked in MainActor.assumeIsolated { checkbox.isChecked = isChecked } }
        return ControlProperty(values: values, valueSink: valueSink)
    }
}
