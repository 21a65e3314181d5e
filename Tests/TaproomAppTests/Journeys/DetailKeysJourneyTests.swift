@testable import TaproomApp
import TerminalUI
import XCTest

/// The detail's personal keys for a signed-in user: `f` toggles the favourite, `1`–`5` rate and
/// `0` clears; the list shows the mark when the user goes back.
final class DetailKeysJourneyTests: XCTestCase {
    func testFavouriteAndRatingFromTheDetail() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: [("alice", "correct horse")])
            app.signInWithKeys("alice", "correct horse")
            app.moveDown(2)
            app.press(.enter)
            XCTAssertTrue(app.text.contains("Orval"))
            XCTAssertTrue(app.text.contains("Not a favourite (f)"), app.text)
            app.press(.character("f"), .character("3"))
            XCTAssertTrue(app.text.contains("★ Favourite"), app.text)
            XCTAssertTrue(app.text.contains("Rating ★★★☆☆"), app.text)
            app.press(.character("0"))
            XCTAssertTrue(app.text.contains("Rating not rated"), app.text)
            app.press(.escape)
            XCTAssertTrue(app.text.contains("★ Orval"), "the list shows the new favourite")
            XCTAssertEqual(try app.selectedBeerName, "Orval")
        }
    }

    func testSignedOutTheDetailOffersToSignIn() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.enter, .character("f"), .character("3"))
            XCTAssertTrue(app.text.contains("Sign in (F2) to keep favourites"))
            XCTAssertFalse(app.text.contains("★★★"))
        }
    }
}
