import TerminalUI

/// Themes used by the widget tests: attributes only, so golden files show roles without colours.
let testTheme = Theme.monochrome

/// Puts `view` alone on a screen of `size`, optionally focused, and renders it.
@MainActor
func render(_ view: View, width: Int, height: Int, focused: Bool = false) -> CellBuffer {
    let screen = Screen(size: Size(width: width, height: height))
    screen.content = view
    if focused { screen.focus(view) } else { screen.focus(nil) }
    return screen.render(theme: testTheme)
}

/// Renders `view` with frame `frame` into a canvas pre-filled with `#` and returns the buffer,
/// so a test can check that nothing outside `frame` changed.
@MainActor
func renderOnSentinel(_ view: View, frame: Rect, canvasSize: Size) -> CellBuffer {
    view.frame = frame
    var buffer = CellBuffer(size: canvasSize)
    buffer.fill(buffer.bounds, with: "#")
    let canvas = Canvas(buffer: buffer, theme: .color256)
    let bounds = Rect(size: canvasSize)
    view.renderTree(Painter(canvas: canvas, frame: bounds, clip: bounds).child(frame))
    return canvas.buffer
}
