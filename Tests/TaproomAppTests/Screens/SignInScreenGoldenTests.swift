import CatalogueServices
import Foundation
@testable import TaproomApp
import TerminalUI
import XCTest

/// The sign-in form: empty, filled (the password masked and never shown), in create-account
/// mode, and after a wrong password, at 80×24 and 40×12.
final class SignInScreenGoldenTests: XCTestCase {
    private static let password = "s3cret-pass"

    func testTheEmptyForm() throws {
        try MainActor.assumeIsolated {
            for size in AppHarness.goldenSizes {
                let app = try AppHarness(width: size.width, height: size.height)
                app.press(.function(2))
                XCTAssertNotNil(app.signIn)
                assertGolden(app.render(), "signin-empty-\(size.width)x\(size.height)")
            }
        }
    }

    func testOnAServerTheFormOffersToStaySignedIn() throws {
        try MainActor.assumeIsolated {
            for size in AppHarness.goldenSizes {
                let app = try AppHarness(width: size.width, height: size.height, overServer: true,
                                         savedSignIn: SavedSignIn(fileURL: URL(fileURLWithPath: "/nonexistent/signin")))
                app.press(.function(2))
                app.type("alice")
                app.press(.tab)
                app.type(Self.password)
                XCTAssertNotNil(app.row(containing: "[ ] Stay signed in"), app.text)
                assertGolden(app.render(), "signin-server-\(size.width)x\(size.height)")
            }
        }
    }

    func testAFilledFormMasksThePassword() throws {
        try MainActor.assumeIsolated {
            for size in AppHarness.goldenSizes {
                let app = try AppHarness(width: size.width, height: size.height)
                app.press(.function(2))
                app.type("alice")
                app.press(.tab)
                app.type(Self.password)
                let text = app.text
                XCTAssertFalse(text.contains(Self.password), "the password never appears")
                XCTAssertFalse(text.contains("s3cret"), "not even in part")
                XCTAssertTrue(text.contains("alice"))
                XCTAssertTrue(text.contains("•"), "the password shows as bullets")
                assertGolden(app.render(), "signin-filled-\(size.width)x\(size.height)")
            }
        }
    }

    func testCreateAccountMode() throws {
        try MainActor.assumeIsolated {
            for size in AppHarness.goldenSizes {
                let app = try AppHarness(width: size.width, height: size.height)
                app.press(.function(2))
                let form = try XCTUnwrap(app.signIn).screen
                let mode = try XCTUnwrap(form.descendants(Button.self).first { $0.title.hasPrefix("Create an account") })
                // Username, password, then the mode switch (the submit button is disabled and skipped).
                app.press(.tab, .tab)
                XCTAssertTrue(mode.isFocused)
                app.press(.enter)
                XCTAssertTrue(app.text.contains("Confirm"), "the confirmation field appears")
                assertGolden(app.render(), "signin-create-account-\(size.width)x\(size.height)")
            }
        }
    }

    func testAWrongPasswordShowsTheErrorAndNeverThePassword() throws {
        try MainActor.assumeIsolated {
            for size in AppHarness.goldenSizes {
                let app = try AppHarness(width: size.width, height: size.height, users: [("alice", "correct horse")])
                app.signInWithKeys("alice", Self.password)
                XCTAssertNotNil(app.signIn, "the form stays")
                XCTAssertTrue(app.text.contains("Wrong username or password"))
                XCTAssertFalse(app.text.contains(Self.password))
                assertGolden(app.render(), "signin-wrong-password-\(size.width)x\(size.height)")
            }
        }
    }
}
