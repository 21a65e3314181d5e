import RxCore
import TerminalUI

extension Reactive where Base: TextField {
    /// The text: sends the current text on subscription and then after every user edit; values
    /// bound to it set the field without being sent back (no edit loop).
    public var text: ControlProperty<String> {
        let values = WidgetEvents.observable(of: base, handlers: { $0.onChange }, current: { $0.text })
        let valueSink = Binder<String>(base) { field, text in MainActor.assumeIsolated { field.text = text } }
        return ControlProperty(values: values, valueSink: valueSink)
    }

    /// The text each time Enter is pressed.
    public var didSubmit: ControlEvent<String> {
        ControlEvent(events: WidgetEvents.observable(of: base, handlers: { $0.onSubmit }))
    }

    /// Sets the placeholder shown while the field is empty.
    public var placeholder: Binder<String> {
        Binder(base) { field, placeholder in MainActor.assumeIsolated { field.placeholder = placeholder } }
    }
}
