/// A screen the run loop draws on and reads keys from.
///
/// Backends: `CursesTerminal` for a real terminal, `HeadlessTerminal` for tests. All calls are
/// made from the UI thread (the main queue).
public protocol Terminal: AnyObject {
    /// The current size in cells.
    var size: Size { get }

    /// How many colours the terminal shows (pick a theme with `Theme.forSupport`).
    var colorSupport: ColorSupport { get }

    /// Shows `buffer`, writing only the cells that changed since the last draw, and places the
    /// cursor at `cursor` (hidden when nil).
    func draw(_ buffer: CellBuffer, cursor: Point?)

    /// All keys that can be read now, without blocking; empty when there are none.
    func readKeys() -> [Key]

    /// Whether input has ended for good (the terminal closed): asked after `readKeys()` found
    /// nothing although input looked readable, so the run loop can stop instead of spinning.
    var isInputClosed: Bool { get }

    /// Whether mouse reports are on. Turn them off to let the user select text with the mouse.
    var isMouseEnabled: Bool { get set }

    /// Asks the terminal for its size again (after SIGWINCH); returns the new size.
    func updateSize() -> Size

    /// Gives the terminal back to the shell before the process stops (Ctrl-Z).
    func suspend()

    /// Takes the terminal again after `suspend()` and repaints the last frame.
    func resume()

    /// Restores the terminal for good. Safe to call more than once.
    func teardown()

    /// Sends a control sequence to the terminal itself, straight to its output and not through
    /// the screen's cells (an OSC 52 copy: it draws nothing and moves nothing).
    func writeControlSequence(_ bytes: [UInt8])

    /// Whether the terminal is taken to receive copies to the clipboard (OSC 52), which cannot
    /// be asked reliably: see `Clipboard.isSupported(environment:)`.
    var receivesCopies: Bool { get }
}

extension Terminal {
    /// A backend whose input cannot end reports it never does.
    public var isInputClosed: Bool { false }

    /// A backend with no terminal behind it receives no copies and writes nothing.
    public var receivesCopies: Bool { false }
    public func writeControlSequence(_ bytes: [UInt8]) {}

    /// Shows `buffer` with the cursor hidden.
    public func draw(_ buffer: CellBuffer) { draw(buffer, cursor: nil) }
}
