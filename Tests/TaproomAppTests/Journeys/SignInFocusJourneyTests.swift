@testable import TaproomApp
import TerminalUI
import XCTest

/// Esc on the sign-in form leaves the field first, for the form's first button that works (as
/// Esc leaves the detail's note for its buttons), and the form on the second Esc.
final class SignInFocusJourneyTests: XCTestCase {
    private static let users = [("alice", "correct horse")]

    @MainActor
    private static func focusedButtonTitle(_ app: AppHarness) -> String? {
        (app.signIn?.screen.focusedView as? Button)?.title
    }

    func testEscLeavesTheFieldThenTheForm() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users)
            app.press(.function(2))
            app.type("al")
            app.press(.escape)
            XCTAssertNotNil(app.signIn, "the first Esc leaves the field, not the form")
            XCTAssertEqual(Self.focusedButtonTitle(app), "Create an account instead",
                           "Sign in is disabled while the form is incomplete")
            XCTAssertEqual(try app.signIn?.screen.firstDescendant(TextField.self).text, "al", "the name stays")
            app.press(.escape)
            XCTAssertNil(app.signIn)
            XCTAssertEqual(app.app.router.depth, 1)
        }
    }

    func testEscFromACompleteFormLandsOnSignIn() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users)
            app.press(.function(2))
            app.type("alice")
            app.press(.tab)
            app.type("correct horse")
            app.press(.escape)
            XCTAssertEqual(Self.focusedButtonTitle(app), "Sign in")
            app.press(.enter)
            XCTAssertEqual(app.titleLine, "Taproom — 9 beers — signed in as alice", "Enter presses it")
        }
    }

    func testTheFieldCanBeChosenAgainAfterLeavingIt() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users)
            app.press(.function(2), .escape)
            XCTAssertFalse(app.signIn?.screen.focusedView is TextField)
            app.press(.up)
            XCTAssertTrue(app.signIn?.screen.focusedView is TextField, "↑ goes back up into the fields")
        }
    }

    /// The help opened from a field does not send the focus back into it: Esc closes the help,
    /// and Esc leaves the form.
    func testTheHelpOverAFieldStillTakesAtMostTwoEscapes() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users)
            app.press(.function(2))
            app.type("al")
            app.press(.function(1))
            XCTAssertNotNil(app.signIn?.screen.topOverlay)
            app.press(.escape, .escape)
            XCTAssertNil(app.signIn)
        }
    }
}
