import Foundation
import PTYTestSupport
import XCTest

/// What a new user hits first, with the real `taproom` in a pseudo-terminal: the detail of the
/// only beer of a filter does not trap them, the create-account form never shows a password,
/// and Ctrl-End reaches the last beer.
final class NoTrapEndToEndTests: XCTestCase {
    private var sandbox: TaproomSandbox!
    private let password = "correct horse battery"

    override func setUpWithError() throws {
        sandbox = try TaproomSandbox()
    }

    override func tearDown() {
        sandbox = nil
    }

    func testTheOnlyBeerOfAFilterOpensWithItsKeysWorkingAndEscGoesBack() throws {
        try sandbox.createAccount("alice", password: password)
        let session = try sandbox.start()
        try session.press("F2")
        try session.waitForText("Username")
        try session.type("alice")
        try session.press("Tab")
        try session.type(password)
        try session.press("Enter")
        try session.waitForText("signed in as alice")
        try session.type("gaffel")
        try session.waitForText("1 beer · Sort: name")
        try session.press("Enter")
        // `f` changes the favourite once the person's data about the beer has loaded.
        try session.waitForText("1 of 1", "Gaffel Kölsch", "◀ Previous", "Not a favourite")
        try session.type("f4")
        try session.waitForText("★ Favourite", "Rating ★★★★☆")
        XCTAssertTrue(try session.screen().contains("e: write a note"), "nothing typed into the note")
        try session.press("Escape")
        try session.waitForText("Filter gaffel", "1 beer · Sort: name")
        try session.press("Enter")
        try session.waitForText("1 of 1", "◀ Previous")
        try session.type("q")
        try session.waitForText("Filter gaffel", "1 beer · Sort: name")
    }

    func testCreatingAnAccountNeverShowsThePassword() throws {
        let session = try sandbox.start()
        try session.press("F2")
        try session.waitForText("Username")
        try session.type("bob")
        try session.press("Tab", "Tab", "Enter")
        try session.waitForText("Create an account", "I have an account")
        try session.type(password)
        try session.press("Tab")
        try session.type(password)
        let screen = try session.screen()
        XCTAssertFalse(screen.contains("battery"), "the password is on screen:\n\(screen)")
        try session.press("Enter")
        try session.waitForText("signed in as bob")
    }

    func testCtrlEndReachesTheLastBeerAndCtrlHomeTheFirst() throws {
        let session = try sandbox.start()
        try session.press("C-End", "Enter")
        try session.waitForText("336 of 336", "◀ Previous")
        try session.press("Escape", "C-Home", "Enter")
        try session.waitForText("1 of 336", "3 Monts", "◀ Previous")
    }
}
