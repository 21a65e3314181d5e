@testable import TaproomApp
import TerminalUI
import XCTest

/// Every key the F1 help of each screen lists does something there: each key of each entry,
/// pressed in a fresh app opened on that screen, changes the screen (if only its focus), the
/// stack of screens, or quits.
final class HelpKeysTests: XCTestCase {
    private static let users = [("alice", "correct horse")]

    private static let beers = Fixtures.generated(120)

    /// A fresh app on `screen`, in a state where every key has something to do: the list on its
    /// fourth row with a filter typed, the detail of a middle beer, its note being written, the form with
    /// something typed in the password field and the name still missing. `key` is the key about
    /// to be pressed (the detail's rating is then another one; for ↑ and PgUp the page is a line down).
    @MainActor
    private static func open(_ screen: String, signedIn: Bool, pressing key: Key? = nil) throws -> AppHarness {
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
            if signedIn { app.press(key == .character("3") ? .character("5") : .character("3")) }
        case "note":
            // Writing a note, with something typed for the editing keys to act on.
            app.moveDown(3)
            app.press(.enter, .character("e"))
            app.type("hoppy")
            app.press(.left)
        default:
            app.press(.function(2), .tab, .character("x"))
        }
        // A page that scrolls starts at its top: a line down first, for ↑ and PgUp to come back.
        if screen == "detail" || screen == "note", key == .up || key == .pageUp { app.press(.down) }
        return app
    }

    private static let states = [("list", false), ("list", true), ("detail", false), ("detail", true), ("note", true),
                                 ("sign-in", false)]

    /// Each key of each binding the help lists (the screen's keymap, then the global one).
    func testEveryKeyTheHelpListsDoesSomething() throws {
        try MainActor.assumeIsolated {
            for (screen, signedIn) in Self.states {
                let router = try Self.open(screen, signedIn: signedIn).app.router
                let top = try XCTUnwrap(router.top)
                let bindings = top.keyMap.enabledBindings + router.globalKeyMap.enabledBindings
                XCTAssertEqual(bindings.map { KeyHint($0.label, $0.help) }, router.helpRows, screen)
                for binding in bindings {
                    XCTAssertFalse(binding.keys.isEmpty, "\(binding.label) names no key")
                    for key in binding.keys {
                        let app = try Self.open(screen, signedIn: signedIn, pressing: key)
                        let before = app.render().annotatedText()
                        let depth = app.app.router.depth
                        app.press(key)
                        let changed = app.render().annotatedText() != before || app.app.router.depth != depth
                            || !app.quitCodes.isEmpty
                        XCTAssertTrue(changed, "\(key) of \"\(binding.label)  \(binding.help)\" does nothing on the \(screen) "
                                      + "(\(signedIn ? "signed in" : "signed out")):\n\(app.text)")
                    }
                }
            }
        }
    }

    /// The other way round: a key that changes a screen is one its focused widget edits with
    /// (text, a button's Enter) or one a keymap documents.
    func testEveryKeyAScreenHandlesIsDocumented() throws {
        let candidates: [Key] = DocumentedKeys.keys + [
            .character("x"), .character(" "), .delete, .ctrl("a"), .ctrl("e"), .ctrl("b"), .ctrl("k"), .ctrl("u"),
            .ctrl("w"), .ctrl("d"), .ctrl("g"), .ctrl("l"), .alt("b"), .altBackspace, .function(5), .function(12),
            .character("2"), .character("4"), .paste("x"),
        ]
        try MainActor.assumeIsolated {
            for (screen, signedIn) in Self.states {
                for key in candidates {
                    let app = try Self.open(screen, signedIn: signedIn)
                    let router = app.app.router
                    let top = try XCTUnwrap(router.top)
                    let claimed = top.screen.focusClaims(key)
                    let documented = router.documentedBinding(for: key) != nil
                    let before = app.render().annotatedText()
                    let depth = router.depth
                    app.press(key)
                    let changed = app.render().annotatedText() != before || router.depth != depth || !app.quitCodes.isEmpty
                    XCTAssertTrue(!changed || claimed || documented,
                                  "\(key) acts on the \(screen) (\(signedIn ? "signed in" : "signed out")) undocumented")
                }
            }
        }
    }
}
