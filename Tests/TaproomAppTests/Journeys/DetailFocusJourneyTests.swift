@testable import TaproomApp
import TerminalUI
import XCTest

/// The detail screen never traps the person: opening it never focuses the note, its keys work
/// whatever the buttons' state, and Esc (at most twice) leads back to the list.
final class DetailFocusJourneyTests: XCTestCase {
    private static let users = [("alice", "correct horse")]

    /// Signed in, the only beer of a filter: both buttons are disabled when the screen opens.
    @MainActor
    private static func openTheOnlyBeer() throws -> AppHarness {
        let app = try AppHarness(users: Self.users)
        app.signInWithKeys("alice", "correct horse")
        app.type("orval")
        XCTAssertTrue(app.statusLine.hasPrefix("1 of 1 beer"), app.statusLine)
        app.press(.enter)
        XCTAssertNotNil(app.detail)
        return app
    }

    func testOpeningTheOnlyBeerLeavesTheNoteAlone() throws {
        try MainActor.assumeIsolated {
            let app = try Self.openTheOnlyBeer()
            XCTAssertFalse(app.detail?.screen.focusedView is TextField, "the note was not chosen")
            app.press(.character("f"), .character("4"))
            XCTAssertTrue(app.text.contains("★ Favourite"), "f is the screen's key: \(app.text)")
            XCTAssertTrue(app.text.contains("Rating ★★★★☆"), app.text)
            XCTAssertTrue(app.text.contains("Note    e: write a note"), "nothing typed into the note: \(app.text)")
        }
    }

    func testEveryBackKeyLeavesTheOnlyBeer() throws {
        try MainActor.assumeIsolated {
            for key: Key in [.escape, .character("q"), .backspace] {
                let app = try Self.openTheOnlyBeer()
                app.press(key)
                XCTAssertNil(app.detail, "\(key) goes back to the list")
            }
        }
    }

    func testEscLeavesTheNoteThenTheScreenEvenWithBothButtonsDisabled() throws {
        try MainActor.assumeIsolated {
            let app = try Self.openTheOnlyBeer()
            app.press(.character("e"))
            XCTAssertTrue(app.detail?.screen.focusedView is TextField, "e chooses the note")
            app.type("fq")
            app.press(.escape)
            XCTAssertNotNil(app.detail)
            XCTAssertFalse(app.detail?.screen.focusedView is TextField)
            app.press(.escape)
            XCTAssertNil(app.detail)
        }
    }

    /// The help or a question opened while writing a note comes back to the draft when closed:
    /// Esc closes the overlay, Esc leaves the note unsaved, and Esc leaves the screen.
    func testAnOverlayOverTheNoteComesBackToItAndEscStillLeadsBackToTheList() throws {
        try MainActor.assumeIsolated {
            for overlayKey: Key in [.function(1), .function(2)] {
                let app = try Self.openTheOnlyBeer()
                app.press(.character("e"))
                app.type("draft")
                app.press(overlayKey)
                XCTAssertNotNil(app.detail?.screen.topOverlay)
                app.press(.escape)
                XCTAssertTrue(app.detail?.screen.focusedView is TextField, "back to the draft after \(overlayKey)")
                app.press(.escape, .escape)
                XCTAssertNil(app.detail, "after \(overlayKey)")
            }
        }
    }

    func testTheLastBeerOpensOnPreviousNotTheNote() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users)
            app.signInWithKeys("alice", "correct horse")
            app.press(.ctrlEnd, .enter)
            let focused = app.detail?.screen.focusedView as? Button
            XCTAssertEqual(focused?.title, "◀ Previous", "Next is disabled on the last beer")
            app.press(.left)
            XCTAssertTrue(app.text.contains("8 of 9"), app.text)
        }
    }

    func testOneFavouriteUnderF4OpensWithoutTrapping() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users)
            app.signInWithKeys("alice", "correct horse")
            app.press(.ctrl("f"), .function(4), .enter)
            XCTAssertTrue(app.text.contains("1 of 1"), app.text)
            app.press(.character("q"))
            XCTAssertNil(app.detail)
            app.press(.enter, .tab)
            XCTAssertTrue(app.detail?.screen.focusedView is TextField, "Tab chose the note")
            app.press(.escape, .escape)
            XCTAssertNil(app.detail, "Esc leaves the note, then the screen")
        }
    }

    /// A note left with Esc is not kept, and the field says so: it shows the note as saved again.
    func testANoteLeftWithEscShowsTheSavedNoteAgain() throws {
        try MainActor.assumeIsolated {
            let app = try Self.openTheOnlyBeer()
            app.press(.character("e"))
            app.type("draft")
            app.press(.escape)
            XCTAssertFalse(app.text.contains("draft"), "an unsaved note does not look kept: \(app.text)")
            XCTAssertTrue(app.text.contains("Note    e: write a note"), app.text)
            app.press(.character("e"))
            app.type("kept")
            app.press(.enter)
            XCTAssertTrue(app.text.contains("Note    kept"), app.text)
            app.press(.character("e"))
            app.type(" and more")
            app.press(.function(1), .escape)
            XCTAssertTrue(app.text.contains("Unsaved kept and more"), "the help came back to the draft: \(app.text)")
            app.press(.escape)
            XCTAssertTrue(app.text.contains("Note    kept"), "left unsaved: \(app.text)")
            XCTAssertFalse(app.text.contains("and more"), app.text)
            app.press(.escape)
            app.press(.enter)
            XCTAssertTrue(app.text.contains("Note    kept"), "kept in the store: \(app.text)")
        }
    }
}
