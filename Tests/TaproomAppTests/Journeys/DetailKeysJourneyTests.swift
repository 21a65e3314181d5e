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
            app.press(.escape)
            XCTAssertTrue(app.row(containing: "Orval")?.hasPrefix("★ 3/5   Orval") ?? false,
                          "the list shows the new favourite and the rating: \(app.text)")
            XCTAssertTrue(app.row(containing: "Name")?.hasPrefix("  Mine  Name ↑") ?? false, app.text)
            app.press(.enter, .character("0"))
            XCTAssertTrue(app.text.contains("Not rated (1–5)"), app.text)
            app.press(.escape)
            XCTAssertTrue(app.row(containing: "Orval")?.hasPrefix("★       Orval") ?? false, app.text)
            XCTAssertEqual(try app.selectedBeerName, "Orval")
        }
    }

    func testICheckInAndTheDetailCountsTheTimes() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: [("alice", "correct horse")])
            app.signInWithKeys("alice", "correct horse")
            app.press(.enter)
            XCTAssertTrue(app.text.contains("Not had yet (i checks in)"), app.text)
            // i asks for the details, each optional: Enter checks in with none.
            app.press(.character("i"))
            XCTAssertTrue(app.text.contains("Check in: Guinness Draught"), app.text)
            app.press(.enter)
            XCTAssertTrue(app.text.contains("Had it once (i checks in again)"), app.text)
            app.press(.character("i"))
            app.type("bot")
            app.press(.tab)
            app.type("Café Bruxelles")
            app.press(.tab)
            app.type("Crisp, \"fresh\"")
            app.press(.enter)
            XCTAssertTrue(app.text.contains("Had it 2 times (i checks in again)"), app.text)
            XCTAssertTrue(app.text.contains("bottle · Café Bruxelles · “Crisp, \"fresh\"”"), app.text)
            // Another beer has its own count; back again, this one's is kept.
            app.press(.character("n"))
            XCTAssertTrue(app.text.contains("Not had yet (i checks in)"), app.text)
            app.press(.character("p"))
            XCTAssertTrue(app.text.contains("Had it 2 times"), app.text)
            // The list marks the beer had, and only it.
            app.press(.escape)
            XCTAssertTrue(app.row(containing: "Guinness Draught")?.hasPrefix("      ✓ Guinness") ?? false, app.text)
            XCTAssertEqual(app.text.components(separatedBy: "✓").count - 1, 1, app.text)
        }
    }

    func testAServingThatIsNoneOfTheFiveKeepsTheFormOpenAndEscLeavesIt() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: [("alice", "correct horse")])
            app.signInWithKeys("alice", "correct horse")
            app.press(.enter, .character("i"))
            app.type("keg")
            app.press(.enter)
            XCTAssertTrue(app.text.contains("“keg” is not a serving"), app.text)
            XCTAssertNotNil(app.detail?.screen.topOverlay)
            app.press(.escape)
            XCTAssertNil(app.detail?.screen.topOverlay)
            XCTAssertTrue(app.text.contains("Not had yet (i checks in)"), "nothing was checked in: \(app.text)")
        }
    }

    func testSignedOutTheDetailOffersToSignIn() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.enter, .character("f"), .character("3"))
            XCTAssertTrue(app.text.contains("Sign in (F2) to keep favourites"))
            XCTAssertFalse(app.text.contains("★★★"))
            app.press(.character("i"))
            XCTAssertTrue(app.text.contains("Sign in (F2) to check in"), app.text)
            XCTAssertFalse(app.text.contains("Had it"), app.text)
        }
    }

    func testANoteIsWrittenWithEAndKeptWithEnter() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: [("alice", "correct horse")])
            app.signInWithKeys("alice", "correct horse")
            app.press(.enter)
            app.press(.character("e"))
            app.type("fresh and nutty")
            XCTAssertTrue(app.text.contains("Not a favourite (f)"), "f went into the note, not to the favourite")
            app.press(.enter)
            app.press(.character("n"), .character("p"))
            XCTAssertTrue(app.text.contains("Note    fresh and nutty"), app.text)
            app.press(.character("e"), .escape)
            XCTAssertNotNil(app.detail, "Esc leaves the note field, not the screen")
            app.press(.escape)
            XCTAssertNil(app.detail)
        }
    }

    func testSignedOutThereIsNoNoteField() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.enter, .character("e"))
            XCTAssertFalse(app.text.contains("Note "), app.text)
            XCTAssertFalse(app.detail?.screen.focusedView is TextField)
        }
    }
}
