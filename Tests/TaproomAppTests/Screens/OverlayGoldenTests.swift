@testable import TaproomApp
import TerminalUI
import XCTest

/// The F1 help overlay, the check-in form and the sign-out confirmation, at 80×24 and 40×12.
final class OverlayGoldenTests: XCTestCase {
    func testHelpListsTheScreensKeysAndTheGlobalOnes() throws {
        try MainActor.assumeIsolated {
            for size in AppHarness.goldenSizes {
                let app = try AppHarness(width: size.width, height: size.height)
                app.press(.function(1))
                XCTAssertTrue(app.list.screen.topOverlay is HelpOverlay)
                assertGolden(app.render(), "help-list-\(size.width)x\(size.height)")
                app.press(.escape)
                XCTAssertNil(app.list.screen.topOverlay, "Esc closes the help")
            }
        }
    }

    func testTheCheckInFormAsksForItsThreeDetails() throws {
        try MainActor.assumeIsolated {
            for size in AppHarness.goldenSizes {
                let app = try AppHarness(width: size.width, height: size.height, users: [("alice", "correct horse")])
                app.signInWithKeys("alice", "correct horse")
                app.press(.enter, .character("i"))
                app.type("cask")
                XCTAssertTrue(app.detail?.screen.topOverlay is CheckInForm)
                assertGolden(app.render(), "checkin-form-\(size.width)x\(size.height)")
            }
        }
    }

    func testSignOutAsksForConfirmation() throws {
        try MainActor.assumeIsolated {
            for size in AppHarness.goldenSizes {
                let app = try AppHarness(width: size.width, height: size.height, users: [("alice", "correct horse")])
                app.signInWithKeys("alice", "correct horse")
                app.press(.function(2))
                XCTAssertTrue(app.list.screen.topOverlay is Modal)
                assertGolden(app.render(), "signout-confirmation-\(size.width)x\(size.height)")
            }
        }
    }
}
