import TerminalUI

/// Owns the stack of screens and shows the top one. It is the application's root: it routes
/// every key, and every screen on the stack follows the terminal's size and theme.
///
/// Dispatch order, for every screen: a presented overlay (a modal or the help) → the focused
/// widget's own keys, or those of a widget around it (a text field's editing keys, a button's
/// Enter, a filtered list's moves while its filter has the focus) → the screen's keymap →
/// what the screen's views still take (Tab focus moves, the mouse) → the global keymap.
@MainActor
final class Router: ApplicationRoot {
    private var stack: [Presenter] = []
    private var size: Size
    private let theme: Theme
    private let requestRender: () -> Void

    /// Called once with the next key the person presses (not a resize), before it is routed.
    var onNextKey: (() -> Void)?

    /// The keys that work on every screen (F1, F2, quit).
    var globalKeyMap = KeyMap() {
        didSet { refreshHints() }
    }

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

    /// The presenters from the bottom up.
    var presenters: [Presenter] { stack }

    func push(_ presenter: Presenter) {
        let screen = presenter.screen
        screen.theme = theme
        screen.size = size
        screen.onNeedsDisplay = { [requestRender] in requestRender() }
        stack.append(presenter)
        refreshHints()
        requestRender()
    }

    /// Leaves the top screen; the bottom one is never popped.
    func pop() {
        guard stack.count > 1 else { return }
        let leaving = stack.removeLast()
        leaving.screen.onNeedsDisplay = nil
        refreshHints()
        requestRender()
    }

    /// Leaves every screen above the bottom one.
    func popToBottom() {
        while stack.count > 1 { pop() }
    }

    /// Leaves `presenter` if it is on top (a screen closing itself after an asynchronous result).
    func pop(_ presenter: Presenter) {
        guard top === presenter else { return }
        pop()
    }

    /// Shows the top screen's hints then the global ones; called when what is enabled may have
    /// changed (a screen came or went, the user signed in or out) and before every frame.
    func refreshHints() {
        guard let top else { return }
        // An overlay that takes the keys (a form) offers its own.
        if let hints = top.screen.topOverlay?.hints { return top.hintBar.hints = hints }
        let screen = top.screen
        // A letter the focused field types (a person's `s` for the sort, in the filter) does not
        // do its action there, so it is not offered there.
        let typed = { (key: Key) -> Bool in
            if case .character = key { return screen.focusClaims(key) } else { return false }
        }
        let screenHints = top.keyMap.enabledBindings.compactMap { binding -> KeyHint? in
            guard binding.isHinted(), let hint = binding.hint, !binding.keys.allSatisfy(typed) else { return nil }
            return hint
        }
        top.hintBar.hints = screenHints + globalKeyMap.hints
    }

    /// The F1 help's rows for the top screen: its keys, then the global ones.
    var helpRows: [KeyHint] {
        (top?.keyMap.helpRows ?? []) + globalKeyMap.helpRows
    }

    /// The binding `key` would run on the top screen with no overlay, from its keymap or the
    /// global one (the tests' check that handled keys are documented).
    func documentedBinding(for key: Key) -> KeyBinding? {
        top?.keyMap.binding(for: key) ?? globalKeyMap.binding(for: key)
    }

    /// Whether an enabled binding of a named action, on the top screen or everywhere, takes `key`
    /// (not a family such as typing): a letter bound so is a command, not text, where a list leaves
    /// it to the screen.
    func bindsByName(_ key: Key) -> Bool {
        let bindings = (top?.keyMap.bindings ?? []) + globalKeyMap.bindings
        return bindings.contains { !$0.actions.isEmpty && $0.keys.contains(key) && $0.isEnabled() }
    }

    // MARK: ApplicationRoot

    func render(into buffer: inout CellBuffer) -> Point? {
        // What works can change with the focus (writing a note) or an answer (a note saved):
        // each frame's hint bar shows the keys that work as it is drawn.
        refreshHints()
        return top?.screen.render(into: &buffer)
    }

    func handle(_ key: Key) -> Bool {
        defer { refreshHints() }   // a key may change what works (the focus moved into the note)
        if case .resize(let newSize) = key {
            size = newSize
            for presenter in stack { presenter.screen.size = newSize }
            return true
        }
        guard let top else { return false }
        if let onNextKey {
            self.onNextKey = nil
            onNextKey()
        }
        top.keyWillBeRouted(key)
        let screen = top.screen
        if screen.topOverlay != nil {
            return screen.dispatch(key) || globalKeyMap.handle(key)
        }
        if screen.focusClaims(key) {
            return screen.dispatch(key)
        }
        // The mouse goes to what is under it first; what nothing there takes (the wheel over the
        // title) may still be a keymap's.
        if case .mouse = key { return screen.dispatch(key) || top.keyMap.handle(key) }
        return top.keyMap.handle(key) || screen.dispatch(key) || globalKeyMap.handle(key)
    }
}
