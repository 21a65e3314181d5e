import TerminalUI

/// A screen's presenter: it builds the view model and the screen, binds them, and is the view
/// model's delegate for navigation (it asks the `Router` to show or leave screens).
@MainActor
protocol Presenter: AnyObject {
    var screen: Screen { get }
    /// The screen's keys: its dispatch, its part of the key-hint bar and of the F1 help.
    var keyMap: KeyMap { get }
    /// The bar where the router shows the screen's hints followed by the global ones.
    var hintBar: StatusBar { get }
    /// Whether F2 (sign in or out) works over this screen (not over the sign-in form itself).
    var offersSessionKey: Bool { get }
    /// Whether the command palette opens over this screen (the list and the detail).
    var offersPalette: Bool { get }
    /// Called with every key the person presses while this screen is on top, before the key is
    /// routed (a message about an earlier action is stale by then).
    func keyWillBeRouted(_ key: Key)
    /// What quitting now would lose ("Your note on this beer is not saved."), or nil: quitting
    /// asks first when there is something.
    var unsavedWork: String? { get }
}

extension Presenter {
    var offersSessionKey: Bool { true }
    var offersPalette: Bool { true }
    var unsavedWork: String? { nil }
    func keyWillBeRouted(_ key: Key) {}
}
