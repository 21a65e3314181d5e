import TerminalUI

/// A screen's presenter: it builds the view model and the screen, binds them, and is the view
/// model's delegate for navigation (it asks the `Router` to show or leave screens).
@MainActor
protocol Presenter: AnyObject {
    var screen: Screen { get }
    /// The screen's own keys, shown in its key-hint bar and in the F1 help.
    var keyBindings: [KeyHint] { get }
    /// A key the screen takes before its focused widget sees it (e.g. the list's Ctrl-F, which a
    /// focused text field would otherwise read as "cursor right"). Returns whether it was used.
    func handleBeforeFocus(_ key: Key) -> Bool
}

extension Presenter {
    func handleBeforeFocus(_ key: Key) -> Bool { false }
}
