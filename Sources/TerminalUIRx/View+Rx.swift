import RxCore
import TerminalUI

/// Every widget has `.rx`.
extension View: ReactiveCompatible {}

extension Reactive where Base: View {
    /// Shows or hides the view.
    public var isHidden: Binder<Bool> {
        Binder(base) { view, hidden in MainActor.assumeIsolated { view.isHidden = hidden } }
    }

    /// Enables or disables the view (a disabled button cannot be focused or activated).
    public var isEnabled: Binder<Bool> {
        Binder(base) { view, enabled in MainActor.assumeIsolated { view.isEnabled = enabled } }
    }

    /// Sends one element and completes when the view is deallocated (RxCocoa's `rx.deallocated`).
    public var deallocated: Observable<Void> {
        WidgetEvents.deallocated(base).subscribe(on: ConcurrentMainScheduler.instance)
    }
}
