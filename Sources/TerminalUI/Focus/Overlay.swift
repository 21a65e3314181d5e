/// A view presented above a screen's content (modal dialogs, help). While it is on top, the focus
/// and keys stay inside it. Subclasses choose their frame from the screen size.
@MainActor
open class Overlay: View {
    /// Where the focus goes back when this overlay is dismissed (the view focused when it was
    /// presented). A screen may clear it, say to not return into a text field.
    public weak var restoreFocusTo: View?

    /// The view focused when the overlay is presented; nil focuses its first focusable view.
    open var initialFocus: View? { nil }

    /// The keys the hint bar offers while this overlay is on top; nil leaves the screen's.
    open var hints: [KeyHint]? { nil }

    /// The frame for a screen of `size`; the default fills the screen.
    open func preferredFrame(in size: Size) -> Rect { Rect(size: size) }

    /// Removes this overlay from its screen.
    public func dismiss() { screen?.dismiss(self) }
}
