import TerminalUI

/// Keys that work on every screen (handled by `TaproomApp`, listed in every F1 help).
enum GlobalKeys {
    static let help = Key.function(1)
    static let session = Key.function(2)
    static let quitKeys: [Key] = [.function(10), .ctrl("q"), .ctrl("c")]

    static let bindings = [
        KeyHint("F1", "Help"),
        KeyHint("F2", "Sign in / sign out"),
        KeyHint("F10 ^Q ^C", "Quit"),
    ]

    /// The global keys that work on `presenter`'s screen (F2 does nothing on the sign-in form).
    @MainActor
    static func bindings(on presenter: Presenter) -> [KeyHint] {
        presenter is SignInPresenter ? bindings.filter { $0.key != "F2" } : bindings
    }
}
