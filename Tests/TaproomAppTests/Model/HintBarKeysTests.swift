@testable import TaproomApp
import TerminalUI
import XCTest

/// Every key the hint bar of each screen shows does something there: pressed in a fresh app
/// opened on that screen, the screen changes, if only its focus (or the app quits, for F10).
final class HintBarKeysTests: XCTestCase {
    private static let users = [("alice", "correct horse")]

    /// The key a hint names.
    private static func key(for hint: String) -> Key? {
        switch hint {
        case "Enter": .enter
        case "Esc": .escape
        case "Tab": .tab
        case "^F": .ctrl("f")
        case "←→": .right
        case "1-5": .character("4")
        case "f", "e", "0": .character(hint)
        default: hint.hasPrefix("F") ? Int(hint.dropFirst()).map(Key.function) : nil
        }
    }

    /// Opens a fresh app on a screen; `state` says which and how.
    @MainActor
    private static func open(_ screen: String, signedIn: Bool) throws -> AppHarness {
        let app = try AppHarness(users: users)
        if signedIn { app.signInWithKeys("alice", "correct horse") }
        switch screen {
        case "list": app.type("o")                     // a filter for Esc to clear
        case "detail": app.press(.enter, .character("3"))  // a rating for 0 to clear
        default: app.press(.function(2), .character("a"))  // the form, with a name typed
        }
        return app
    }

    func testEveryHintedKeyDoesSomething() throws {
        try MainActor.assumeIsolated {
            for (screen, signedIn) in [("list", false), ("list", true), ("detail", false), ("detail", true), ("sign-in", false)] {
                let hints = try Self.open(screen, signedIn: signedIn).app.router.top?.screen
                    .descendants(StatusBar.self).flatMap(\.hints) ?? []
                XCTAssertFalse(hints.isEmpty, screen)
                for hint in hints {
                    let key = try XCTUnwrap(Self.key(for: hint.key), "no key for the hint \(hint.key)")
                    let app = try Self.open(screen, signedIn: signedIn)
                    // Styles count: a key may only move the focus.
                    let before = app.render().annotatedText()
                    let depth = app.app.router.depth
                    app.press(key)
                    let changed = app.render().annotatedText() != before || app.app.router.depth != depth
                        || !app.quitCodes.isEmpty
                    XCTAssertTrue(changed, "\(hint.key) (\(hint.action)) does nothing on the \(screen) "
                                  + "(\(signedIn ? "signed in" : "signed out")):\n\(app.text)")
                }
            }
        }
    }
}
