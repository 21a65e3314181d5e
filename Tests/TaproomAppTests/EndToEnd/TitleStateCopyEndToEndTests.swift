import Foundation
import PTYTestSupport
import XCTest

/// The real `taproom` in tmux: the title bar's catalogue and `--read-only`, the list remembered
/// between starts, and a copy through OSC 52 reaching tmux's clipboard.
final class TitleStateCopyEndToEndTests: XCTestCase {
    private var sandbox: TaproomSandbox!

    override func setUpWithError() throws {
        sandbox = try TaproomSandbox()
    }

    override func tearDown() {
        sandbox = nil
    }

    func testReadOnlyOffersNoSignIn() throws {
        let first = try sandbox.start()   // makes the default catalogue
        try first.press("C-q")
        try first.waitForText("EXIT=0")
        let session = try TmuxSession(width: 100, height: 30, shellCommand: sandbox.shellCommand(arguments: ["--read-only"]))
        let rows = try session.waitForText("336 beers · Sort: name").screenRows
        XCTAssertTrue(rows[0].hasSuffix("~/data/taproom/taproom.sqlite · read-only"), rows[0])
        XCTAssertFalse(rows[0].contains("signed in"), rows[0])
        XCTAssertFalse(rows[29].contains("F2"), rows[29])
        try session.press("F2")
        try session.press("F1")
        let help = try session.waitForText("Keys · Esc closes")
        XCTAssertFalse(help.contains("Sign in"), help)
    }

    func testTheFilterAndSortComeBackOnTheNextStart() throws {
        let remembering = ["TAPROOM_NO_STATE=0"]
        let first = try sandbox.start(environment: remembering)
        try first.type("minute ipa")
        try first.press("F3")
        try first.waitForText("Filter minute ipa", "Sort: ABV ↓")
        try first.press("C-q")
        try first.waitForText("EXIT=0")
        let session = try TmuxSession(width: 80, height: 24, shellCommand: sandbox.shellCommand(environment: remembering))
        let rows = try session.waitForText("Filter minute ipa", "1 of 2 beers · Sort: ABV ↓").screenRows
        XCTAssertTrue(rows[3].hasPrefix("  90 Minute IPA"), rows[3])
        let state = try String(contentsOf: sandbox.stateHome.appendingPathComponent("taproom/state.json"), encoding: .utf8)
        XCTAssertTrue(state.contains("\"filter\":\"minute ipa\""), state)
        try session.press("C-q")
        try session.waitForText("EXIT=0")
        let forgetting = try sandbox.start(arguments: ["--no-remember"], environment: remembering)
        XCTAssertTrue(try forgetting.screen().contains("1 of 336 beers · Sort: name"))
    }

    func testCtrlYCopiesTheSelectedBeerToTmuxsClipboard() throws {
        let session = try sandbox.start()
        try session.acceptCopies()
        try session.type("60 minute ipa")
        try session.waitForText("1 of 1 beer")
        try session.press("C-y")
        try session.waitForText("Copied “60 Minute IPA — Dogfish Head Craft Brewery”")
        XCTAssertEqual(session.newestCopy(), "60 Minute IPA — Dogfish Head Craft Brewery")
    }
}
