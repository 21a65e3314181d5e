import TerminalUI

/// Owns the stack of screens and shows the top one. It is the application's root: keys go to the
/// top screen, and every screen on the stack follows the terminal's size and theme.
@MainActor
final class Router: ApplicationRoot {
    private var stack: [Presenter] = []
    private var size: Size
    private let theme: Theme
    private let requestRender: () -> Void

    init(size: Size, theme: Theme, requestRender: @escaping () -> Void) {
        self.size = size
        self.theme = theme
        self.requestRender = requestRender
    }

    /// The presenter on top (the screen the user sees).
    var top: Presenter? { stack.last }

    /// The presenter at the bottom (the list).
    var bottom: Presenter? { stack.first }

    /// How many screens are stacked (the list is always at the bottom).
    var depth: Int { stack.count }

    func push(_ presenter: Presenter) {
        let screen = presenter.screen
        screen.theme = theme
        screen.size = size
        screen.onNeedsDisplay = { [requestRender] in requestRender() }
        stack.append(presenter)
        requestRender()
    }

    /// Leaves the top screen; the bottom one is never popped.
    func pop() {
        guard stack.count > 1 else { return }
        let leaving = stack.removeLast()
        leaving.screen.onNeedsDisplay = nil
        requestRender()
    }

    /// Leaves `presenter` if it is on top (a screen closing itself after an asynchronous result).
    func pop(_ presenter: Presenter) {
        guard top === presenter else { return }
        pop()
    }

    // MARK: ApplicationRoot

    func render(into buffer: inout CellBuffer) -> Point? {
        top?.screen.render(into: &buffer)
    }

    func handle(_ key: Key) -> Bool {
        if case .resize(let newSize) = key {
            size = newSize
            for presenter in stack { presenter.screen.size = newSize }
            return true
        }
        guard let top else { return false }
        if top.handleBeforeFocus(key) { return true }
        return top.screen.dispatch(key)
    }
}
