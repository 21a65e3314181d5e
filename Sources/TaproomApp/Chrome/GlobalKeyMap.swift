import TerminalUI

/// The keys that work on every screen, after the screen's own: F1 help, F2 sign in or out,
/// F10 / Ctrl-Q / Ctrl-C quit, and (on the list and the detail) Ctrl-P the command palette. A read-only catalogue offers no sign-in: F2 is neither hinted,
/// listed nor run there.
enum GlobalKeyMap {
    /// - Parameters:
    ///   - isSignedIn: whether a user is signed in now (F2 signs out then).
    ///   - offersSignIn: whether anyone can sign in (not on a read-only catalogue).
    ///   - offersSessionKey: whether the top screen lets F2 work (not the sign-in form).
    ///   - offersPalette: whether the top screen offers the command palette.
    @MainActor
    static func make(isSignedIn: @escaping () -> Bool, offersSignIn: Bool, offersSessionKey: @escaping () -> Bool,
                     offersPalette: @escaping () -> Bool,
                     help: @escaping () -> Void, signIn: @escaping () -> Void, signOut: @escaping () -> Void,
                     palette: @escaping () -> Void, quit: @escaping () -> Void) -> KeyMap {
        KeyMap([
            // The hint bar keeps F1 at any width: the help is where every other key is found.
            KeyBinding(.globalHelp, "F1", "Help", hint: KeyHint("F1", "Help", priority: .essential)) { _ in help() },
            KeyBinding(.globalSession, "F2", "Sign in", hint: KeyHint("F2", "Sign in"),
                       isEnabled: { offersSignIn && offersSessionKey() && !isSignedIn() }) { _ in signIn() },
            KeyBinding(.globalSession, "F2", "Sign out", hint: KeyHint("F2", "Sign out"),
                       isEnabled: { offersSignIn && offersSessionKey() && isSignedIn() }) { _ in signOut() },
            KeyBinding(.globalPalette, "^P", "Command palette: the screen's actions and beers by name",
                       hint: KeyHint("^P", "Commands", priority: .optional), isEnabled: offersPalette) { _ in palette() },
            KeyBinding(.globalQuit, "F10 ^Q ^C", "Quit", hint: KeyHint("F10", "Quit")) { _ in quit() },
        ])
    }
}
