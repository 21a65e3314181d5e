import RxCore
import TerminalUI

extension Reactive where Base: Label {
    /// Sets the label's text.
    public var text: Binder<String> {
        Binder(base) { label, text in MainActor.assumeIsolated { label.text = text } }
    }
}
