/// A view presented above a screen's content (modal dialogs, help). While it is on top, the focus
/// and keys stay inside it. Subclasses choose their frame from the screen size.
@MainActor
open class Overlay: View {
    weak var restoreFocusTo: View?

    /// The frame for a screen of `size`; the default fills the screen.
    open func preferredFrame(in size: Size) -> Rect { Rect(size: size) }

    /// Removes this overlay from its screen.
    public func dismiss() { screen?.dismiss(self) }
}
