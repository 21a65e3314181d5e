/// What an `Application` shows: the root of a screen. It draws itself into the frame buffer and
/// gets the keys the application does not take first.
@MainActor
public protocol ApplicationRoot: AnyObject {
    /// Draws the whole screen into `buffer` (sized to the terminal); returns where the terminal
    /// cursor should be (a focused text field's insertion point), or nil to hide it.
    func render(into buffer: inout CellBuffer) -> Point?

    /// Handles a key; returns true when it was used. Unused keys go to the application's key handler.
    func handle(_ key: Key) -> Bool
}

/// A `Screen` (views, focus, overlays) is the usual root.
extension Screen: ApplicationRoot {}
