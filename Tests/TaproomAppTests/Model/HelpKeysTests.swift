@testable import TaproomApp
import TerminalUI
import XCTest

/// Every key the F1 help of each screen lists does something there: each key of each entry,
/// pressed in a fresh app opened on that screen, changes the screen (if only its focus), the
/// stack of screens, or quits.
final class HelpKeysTests: XCTestCase {
    private static let users = [("alice", "correct horse")]

    /// The keys an entry's label names ("↑↓ PgUp PgDn ^N ^P" is five); "type" is any letter.
    private static func keys(for label: String) -> [Key] {
        label.split(separator: " ").flatMap { token -> [Key] in
            switch token {
            case "type": [.character("x")]
            case "↑↓": [.up, .down]
            case "↑": [.up]
            case "↓": [.down]
            case "←": [.left]
            case "→": [.right]
            case "PgUp": [.pageUp]
            case "PgDn": [.pageDown]
            case "^Home": [.ctrlHome]
            case "^End": [.ctrlEnd]
            case "⇧Tab": [.backTab]
            case "⌫": [.backspace]
            case "1–5": [.character("4")]
            case "Enter": [.enter]
            case "Esc": [.escape]
            case "Tab": [.tab]
            default:
                if token.hasPrefix("^"), let letter = token.dropFirst().lowercased().first { [.ctrl(letter)] }
                else if token.hasPrefix("F"), let number = Int(token.dropFirst()) { [.function(number)] }
                else { [.character(String(token))] }
            }
        }
    }

    private static let beers = Fixtures.generated(120)

    /// A fresh app on `screen`, in a state where every key has something to do: the list on its
    /// fourth row with a filter typed, the detail of a middle beer, the form with
    /// something typed in the password field and the name still missing.
    @MainActor
    private static func open(_ screen: String, signedIn: Bool) throws -> AppHarness {
        let app = try AppHarness(beers: beers, users: users)
        if signedIn { app.signInWithKeys("alice", "correct horse") }
        switch screen {
        case "list":
            app.type("beer")
            app.moveDown(3)
        case "detail":
            app.moveDown(3)
            app.press(.enter)
            // Signed in, a rating for 0 to clear; signed out, f and 1–5 say to sign in.
            if signedIn { app.press(.character("3")) }
        default:
            app.press(.function(2), .tab, .character("x"))
        }
        return app
    }

    func testEveryKeyTheHelpListsDoesSomething() throws {
        try MainActor.assumeIsolated {
            for (screen, signedIn) in [("list", false), ("list", true), ("detail", false), ("detail", true),
                                        ("sign-in", false)] {
                let top = try XCTUnwrap(Self.open(screen, signedIn: signedIn).app.router.top)
                for entry in top.keyBindings + GlobalKeys.bindings(on: top) {
                    for key in Self.keys(for: entry.key) {
                        let app = try Self.open(screen, signedIn: signedIn)
                        let before = app.render().annotatedText()
                        let depth = app.app.router.depth
                        app.press(key)
                        let changed = app.render().annotatedText() != before || app.app.router.depth != depth
                            || !app.quitCodes.isEmpty
                        XCTAssertTrue(changed, "\(key) of \"\(entry.key)  \(entry.action)\" does nothing on the \(screen) "
                                      + "(\(signedIn ? "signed in" : "signed out")):\n\(app.text)")
                    }
                }
            }
        }
    }
}
