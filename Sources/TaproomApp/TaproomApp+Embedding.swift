import TerminalUI

/// A small public surface for programs that drive the app without a real terminal's input
/// (benchmarks, embedders): they cannot use `@testable`, which release builds do not allow.
extension TaproomApp {
    /// Handles `key` as if it had been read from the terminal (the top screen first, then the
    /// global keys), then asks for a redraw, which is drawn on the next turn of the main queue.
    public func handle(_ key: Key) {
        application.dispatch(key)
        application.requestRender()
    }

    /// The current screen rendered at the terminal's size, without drawing it.
    public func renderFrame() -> CellBuffer {
        render(size: application.terminal.size)
    }
}
