import Catalogue
@testable import TaproomApp
import TerminalUI
import XCTest

/// A note is never shown as kept unless it was: a save that fails leaves the draft open and
/// marked unsaved for Enter to try again; quitting with a draft asks first; the help opened
/// while writing comes back to the draft; and while writing, the hint bar and the help list only
/// the keys that work then.
final class NoteJourneyTests: XCTestCase {
    private static let users = [("alice", "correct horse")]

    /// Signed in, on Orval's detail, writing `draft` into its note.
    @MainActor
    private static func writing(_ draft: String, overServer: Bool = false) throws -> AppHarness {
        let app = try AppHarness(users: Self.users, overServer: overServer)
        app.signInWithKeys("alice", "correct horse")
        app.type("orval")
        app.press(.enter)
        XCTAssertNotNil(app.detail)
        app.press(.character("e"))
        app.type(draft)
        XCTAssertTrue(app.detail?.screen.focusedView is TextField, "writing the note")
        return app
    }

    @MainActor
    private static func noteField(_ app: AppHarness) throws -> TextField {
        try XCTUnwrap(app.detail?.screen.descendants(TextField.self).first)
    }

    func testANoteThatFailsToSaveStaysOpenMarkedUnsavedAndEnterTriesAgain() throws {
        try MainActor.assumeIsolated {
            let app = try Self.writing("fresh and nutty", overServer: true)
            app.server?.isOffline = true
            app.press(.enter)
            XCTAssertTrue(app.statusLine.hasPrefix("Could not save the note"), app.statusLine)
            XCTAssertTrue(app.statusLine.contains("Enter tries again"), app.statusLine)
            XCTAssertTrue(try Self.noteField(app).isFocused, "the draft stays open")
            XCTAssertEqual(try Self.noteField(app).text, "fresh and nutty")
            XCTAssertNotNil(app.row(containing: "Unsaved fresh and nutty"), "marked unsaved: \(app.text)")
            app.server?.isOffline = false
            app.settle(20_000)
            app.press(.enter)
            XCTAssertFalse(try Self.noteField(app).isFocused, "kept, the writing ends")
            XCTAssertNotNil(app.row(containing: "Note    fresh and nutty"), app.text)
            XCTAssertFalse(app.statusLine.contains("Could not save"), app.statusLine)
            app.press(.escape, .enter)
            XCTAssertNotNil(app.row(containing: "Note    fresh and nutty"), "saved on the server: \(app.text)")
        }
    }

    /// Esc after a failed save goes back to the note as saved: nothing unsaved looks kept.
    func testEscAfterAFailedSaveShowsTheSavedNoteAgain() throws {
        try MainActor.assumeIsolated {
            let app = try Self.writing("fresh", overServer: true)
            app.server?.isOffline = true
            app.press(.enter)
            app.press(.escape)
            XCTAssertFalse(app.text.contains("fresh"), app.text)
            XCTAssertNotNil(app.row(containing: "Note    e: write a note"), app.text)
            app.press(.character("n"))
            XCTAssertFalse(app.text.contains("fresh"), "nor on the next beer: \(app.text)")
        }
    }

    func testQuittingWithAnUnsavedNoteAsksFirstWithStayFocused() throws {
        try MainActor.assumeIsolated {
            for quitKey: Key in [.function(10), .ctrl("q")] {
                let app = try Self.writing("half a thought")
                app.press(quitKey)
                XCTAssertEqual(app.quitCodes, [], "\(quitKey) asks first")
                let question = try XCTUnwrap(app.detail?.screen.topOverlay as? Modal)
                XCTAssertTrue(question.message.contains("not saved"), question.message)
                XCTAssertEqual((app.detail?.screen.focusedView as? Button)?.title, "Stay", "the safe choice is focused")
                app.press(.enter)
                XCTAssertEqual(app.quitCodes, [])
                XCTAssertTrue(try Self.noteField(app).isFocused, "back to the draft")
                XCTAssertEqual(try Self.noteField(app).text, "half a thought")
                app.press(quitKey, .left, .enter)
                XCTAssertEqual(app.quitCodes, [0], "Quit quits")
            }
        }
    }

    func testQuittingWithoutADraftDoesNotAsk() throws {
        try MainActor.assumeIsolated {
            let app = try Self.writing("")
            app.press(.function(10))
            XCTAssertEqual(app.quitCodes, [0])
        }
    }

    func testTheHelpOpenedWhileWritingComesBackToTheDraft() throws {
        try MainActor.assumeIsolated {
            let app = try Self.writing("draft")
            app.press(.function(1))
            XCTAssertTrue(app.detail?.screen.topOverlay is HelpOverlay)
            app.press(.escape)
            XCTAssertTrue(try Self.noteField(app).isFocused, "back to the note")
            XCTAssertEqual(try Self.noteField(app).text, "draft")
            app.type(" and more")
            app.press(.enter)
            XCTAssertNotNil(app.row(containing: "Note    draft and more"), app.text)
        }
    }

    func testWhileWritingTheHintBarAndTheHelpListOnlyTheKeysThatWork() throws {
        try MainActor.assumeIsolated {
            let app = try Self.writing("fp30")
            let router = app.app.router
            let hints = try XCTUnwrap(router.top).hintBar.hints.map { "\($0.key) \($0.action)" }
            XCTAssertEqual(hints, ["Enter Keep", "Esc Cancel", "F1 Help", "F2 Sign out", "F10 Quit"])
            let help = router.helpRows.map(\.key)
            for gone in ["← → p n", "Esc ⌫ q", "f", "1–5", "0", "e"] {
                XCTAssertFalse(help.contains(gone), "\(gone) types into the note: \(help)")
            }
            for kept in ["type", "Enter", "Esc", "F1"] { XCTAssertTrue(help.contains(kept), "\(kept) in \(help)") }
            app.press(.function(1))
            let shown = app.text
            XCTAssertFalse(shown.contains("Toggle favourite"), shown)
            XCTAssertTrue(shown.contains("Keep the note"), shown)
            app.press(.escape, .escape)
            let after = try XCTUnwrap(router.top).hintBar.hints.map(\.key)
            XCTAssertTrue(after.contains("←→") && after.contains("f"), "the detail's keys are back: \(after)")
        }
    }

    /// With the server down, `n` from a beer rated 5 never shows that rating on the next beer.
    func testDataThatCannotBeLoadedIsNotTakenFromThePreviousBeer() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users, overServer: true)
            app.signInWithKeys("alice", "correct horse")
            app.press(.enter, .character("5"))
            XCTAssertTrue(app.text.contains("Rating ★★★★★"), app.text)
            app.server?.isOffline = true
            app.press(.character("n"))
            XCTAssertTrue(app.text.contains("2 of 9"), app.text)
            XCTAssertFalse(app.text.contains("★★★★★"), "the first beer's rating: \(app.text)")
            XCTAssertNotNil(app.row(containing: "cannot be loaded"), app.text)
            app.server?.isOffline = false
            app.settle(20_000)
            XCTAssertNotNil(app.row(containing: "Not a favourite (f) · Not rated (1–5)"), app.text)
        }
    }
}
