import RxCore
import TerminalUI

extension Reactive where Base: Button {
    /// Each activation (Enter, Space or a click while enabled).
    public var tap: ControlEvent<Void> {
        ControlEvent(events: WidgetEvents.observable(of: base, handlers: { $0.onActivate }))
    }

    /// Sets the button's title.
    public var title: Binder<String> {
        Binder(base) { button, title in MainActor.assumeIsolated { button.title = title } }
    }

    /// Sets the title drawn when the button is too narrow for its title.
    public var compactTitle: Binder<String?> {
        Binder(base) { button, title in MainActor.assumeIsolated { button.compactTitle = title } }
    }
}
