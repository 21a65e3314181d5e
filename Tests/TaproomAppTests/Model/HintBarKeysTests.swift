@testable import TaproomApp
import TerminalUI
import XCTest

/// Every key the hint bar of each screen shows does something there: pressed in a fresh app
/// opened on that screen, the screen changes, if only its focus (or the app quits, for F10).
final class HintBarKeysTests: XCTestCase {
    private static let users = [("alice", "correct horse")]

    /// Opens a fresh app on a screen; `state` says which and how.
    @MainActor
    private static func open(_ screen: String, signedIn: Bool) throws -> AppHarness {
        let app = try AppHarness(users: users)
        if signedIn { app.signInWithKeys("alice", "correct horse") }
        switch screen {
        case "list": app.type("o")                     // a filter for Esc to clear
        case "detail": app.press(.enter, .character("3"))  // a rating for 0 to clear
        case "note": app.press(.enter, .character("e"), .character("x"))  // a note being written
        default: app.press(.function(2), .character("a"))  // the form, with a name typed
        }
        return app
    }

    /// The hint bar shows the hinted bindings of the screen's keymap then of the global one, and
    /// each of their keys changes the screen.
    func testEveryHintedKeyDoesSomething() throws {
        try MainActor.assumeIsolated {
            for (screen, signedIn) in [("list", false), ("list", true), ("detail", false), ("detail", true), ("note", true),
                                       ("sign-in", false)] {
                let router = try Self.open(screen, signedIn: signedIn).app.router
                let top = try XCTUnwrap(router.top)
                let hinted = (top.keyMap.enabledBindings + router.globalKeyMap.enabledBindings)
                    .filter { $0.hint != nil && $0.isHinted() }
                let shown = top.screen.descendants(StatusBar.self).flatMap(\.hints)
                XCTAssertEqual(shown, hinted.compactMap(\.hint), screen)
                XCTAssertFalse(shown.isEmpty, screen)
                for binding in hinted {
                    // The last key: the detail opens on the first beer, where ← has nowhere to go.
                    let key = try XCTUnwrap(binding.keys.last)
                    let app = try Self.open(screen, signedIn: signedIn)
                    // Styles count: a key may only move the focus.
                    let before = app.render().annotatedText()
                    let depth = app.app.router.depth
                    app.press(key)
                    let changed = app.render().annotatedText() != before || app.app.router.depth != depth
                        || !app.quitCodes.isEmpty
                    XCTAssertTrue(changed, "\(key) (\(binding.hint?.action ?? "")) does nothing on the \(screen) "
                                  + "(\(signedIn ? "signed in" : "signed out")):\n\(app.text)")
                }
            }
        }
    }

    /// The list's hints name Ctrl-F and Esc; the detail's, signed in, e, 0 and F10.
    func testTheHintBarsNameTheirScreensKeys() throws {
        try MainActor.assumeIsolated {
            let list = try Self.open("list", signedIn: false)
            let listHints = list.app.router.top?.hintBar.hints.map(\.key) ?? []
            XCTAssertTrue(listHints.contains("^F") && listHints.contains("Esc"), "\(listHints)")
            let detail = try Self.open("detail", signedIn: true)
            let detailHints = detail.app.router.top?.hintBar.hints.map(\.key) ?? []
            for key in ["e", "0", "F10"] { XCTAssertTrue(detailHints.contains(key), "\(key) in \(detailHints)") }
        }
    }
}
