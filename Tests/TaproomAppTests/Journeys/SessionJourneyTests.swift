@testable import TaproomApp
import TerminalUI
import XCTest

/// Signing in and out with F2.
final class SessionJourneyTests: XCTestCase {
    private static let users = [("alice", "correct horse")]

    func testSigningInReturnsToTheListWithTheUserInTheTitle() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users)
            XCTAssertTrue(app.titleLine.hasSuffix("— not signed in"), app.titleLine)
            app.press(.function(2))
            XCTAssertEqual(app.app.router.depth, 2)
            XCTAssertNotNil(app.signIn)
            app.type("alice")
            app.press(.tab)
            app.type("correct horse")
            app.press(.enter)
            XCTAssertEqual(app.app.router.depth, 1, "success pops the form")
            XCTAssertTrue(app.app.router.top is BeerListPresenter)
            XCTAssertEqual(app.titleLine, "Taproom — 9 beers — signed in as alice")
            XCTAssertTrue(app.text.contains("F2 Sign out"), "the hint bar names what F2 now does")
        }
    }

    func testSigningInFromTheDetailReturnsToTheDetail() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users)
            app.press(.enter)
            app.signInWithKeys("alice", "correct horse")
            XCTAssertEqual(app.app.router.depth, 2)
            XCTAssertNotNil(app.detail)
            XCTAssertTrue(app.text.contains("Not a favourite (f)"), "the detail now offers the personal data")
        }
    }

    func testAWrongPasswordKeepsTheFormWithTheError() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users)
            app.signInWithKeys("alice", "wrong horse")
            XCTAssertEqual(app.app.router.depth, 2)
            XCTAssertNotNil(app.signIn)
            XCTAssertTrue(app.text.contains("Wrong username or password"))
            XCTAssertTrue(app.titleLine.hasSuffix("— not signed in"))
            app.press(.escape, .escape)
            XCTAssertEqual(app.app.router.depth, 1, "Esc leaves the password field, then the form")
        }
    }

    /// A refused password is emptied and focused for the next try; the name stays.
    func testAFailedSignInClearsAndFocusesThePassword() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users)
            app.signInWithKeys("alice", "wrong horse")
            XCTAssertTrue(app.text.contains("Wrong username or password"), app.text)
            let form = try XCTUnwrap(app.signIn)
            let fields = form.screen.descendants(TextField.self)
            let password = try XCTUnwrap(fields.first { $0.isSecure })
            XCTAssertEqual(password.text, "", "the wrong password is gone")
            XCTAssertTrue(form.screen.focusedView === password, "the password field is focused")
            XCTAssertEqual(fields.first?.text, "alice", "the name stays")
            app.type("correct horse")
            app.press(.enter)
            XCTAssertTrue(app.titleLine.hasSuffix("signed in as alice"), app.text)
        }
    }

    func testF2WhenSignedInAsksBeforeSigningOut() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users)
            app.signInWithKeys("alice", "correct horse")
            app.press(.function(2))
            XCTAssertEqual(app.app.router.depth, 1, "no form: a question")
            XCTAssertTrue(app.text.contains("Sign out alice?"))
            app.press(.escape)
            XCTAssertNil(app.list.screen.topOverlay)
            XCTAssertTrue(app.titleLine.hasSuffix("signed in as alice"), "Esc cancels")
            app.press(.function(2))
            app.press(.enter)  // "Stay" has the focus: Enter out of habit does no harm
            XCTAssertNil(app.list.screen.topOverlay)
            XCTAssertTrue(app.titleLine.hasSuffix("signed in as alice"), app.titleLine)
            app.press(.function(2), .left, .enter)
            XCTAssertNil(app.list.screen.topOverlay)
            XCTAssertTrue(app.titleLine.hasSuffix("— not signed in"), app.titleLine)
        }
    }

    func testF2OnTheFormDoesNotStackAnotherForm() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.enter, .function(2), .function(2))
            XCTAssertEqual(app.app.router.depth, 2, "the form took the detail's place")
            XCTAssertNotNil(app.signIn)
        }
    }
}

/// The create-account form: after a change of mode the focus is on the first empty field, so
/// a password is never typed into the username field (where it would show).
final class CreateAccountFocusJourneyTests: XCTestCase {
    func testSwitchingModeFocusesTheFirstEmptyField() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.function(2))
            app.type("bob")
            app.press(.tab, .tab, .enter)   // Username → Password → "Create an account instead"
            XCTAssertTrue(app.text.contains("Create an account"), app.text)
            let form = try XCTUnwrap(app.signIn?.screen)
            let focused = try XCTUnwrap(form.focusedView as? TextField)
            XCTAssertTrue(focused.isSecure, "the password field, the first empty one")
            app.type("tr0ub4dor&3")
            XCTAssertFalse(app.text.contains("tr0ub4dor"), "never echoed: \(app.text)")
            XCTAssertTrue(app.text.contains("bob"), "the username kept")
        }
    }

    func testUpAndDownStopAtTheEndsOfTheForm() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.function(2), .up)
            let form = try XCTUnwrap(app.signIn?.screen)
            XCTAssertEqual((form.focusedView as? TextField)?.placeholder, "username", "↑ in the first field stays")
            app.press(.down, .down, .down, .down)
            XCTAssertEqual((form.focusedView as? Button)?.title, "Create an account instead", "↓ stops at the last button")
            app.press(.tab)
            XCTAssertEqual((form.focusedView as? TextField)?.placeholder, "username", "Tab goes round")
        }
    }

    func testSwitchingModeWithNothingTypedFocusesTheUsername() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.function(2))
            app.press(.tab, .tab, .enter)
            let form = try XCTUnwrap(app.signIn?.screen)
            XCTAssertTrue((form.focusedView as? TextField)?.placeholder == "username", "nothing typed yet: the username")
        }
    }
}
