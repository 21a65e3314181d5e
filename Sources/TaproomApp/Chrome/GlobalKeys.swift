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
}
