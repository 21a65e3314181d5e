import Foundation
import PTYTestSupport
import XCTest

/// Accounts with the real `taproom`: one created from the command line, signing in through the
/// form (the password never shows), a favourite that outlives the process, and the log.
final class AccountEndToEndTests: XCTestCase {
    // Random-looking, so no 4-character piece of them can be part of the app's own text.
    private let password = "Qv7#zK2pXw9!"
    private let wrongPassword = "Jm4$tR8yBn3&"
    private var sandbox: TaproomSandbox!

    override func setUpWithError() throws {
        sandbox = try TaproomSandbox()
        try sandbox.createAccount("alice", password: password)
    }

    override func tearDown() {
        sandbox = nil
    }

    /// Opens the sign-in form with F2, fills it in and submits it once the whole password is in
    /// (masked: checked before submitting too).
    private func signIn(_ session: TmuxSession, password: String) throws {
        try session.press("F2")
        try session.waitForText("Username", "Password", "[ Sign in ]")
        try session.type("alice")
        try session.press("Tab")
        try session.type(password)
        try session.waitForText(String(repeating: "•", count: password.count))
        try assertNeverShows(password, in: session)
        try session.press("Enter")
    }

    /// Signs in with the right password and waits for the list to be back (the title changes
    /// while the form is still up, so the list's own key hint is the sign to go on).
    private func signInAsAlice(_ session: TmuxSession) throws {
        try signIn(session, password: password)
        try session.waitForText("signed in as alice", "F2 Sign out")
    }

    /// The capture, plain and with escapes, must not hold the password or any 4-letter piece of it.
    private func assertNeverShows(_ secret: String, in session: TmuxSession, file: StaticString = #filePath, line: UInt = #line) throws {
        let captures = [try session.screen(), try session.screen(escapes: true)]
        let characters = Array(secret)
        for start in 0...(characters.count - 4) {
            let piece = String(characters[start..<start + 4])
            for capture in captures where capture.contains(piece) {
                XCTFail("\"\(piece)\" of the password is on screen:\n\(capture)", file: file, line: line)
            }
        }
    }

    func testTheAccountCommandRefusesADuplicateName() throws {
        let result = try sandbox.run(["account", "create", "alice", "--password-stdin"], input: password + "\n")
        XCTAssertNotEqual(result.status, 0, result.output)
        XCTAssertTrue(result.errors.contains("alice"), result.errors)
    }

    func testAWrongPasswordShowsTheErrorAndNeverThePassword() throws {
        let session = try sandbox.start()
        try signIn(session, password: wrongPassword)
        let screen = try session.waitForText("Wrong username or password")
        XCTAssertTrue(screen.contains("Taproom — 336 beers — not signed in"), screen)
        XCTAssertTrue(screen.contains("Password  at least 8 characters"), "the refused password is emptied: \(screen)")
        try assertNeverShows(wrongPassword, in: session)
    }

    /// Also guards the view models keeping up with fast typing: before `TaproomApp.run` used the
    /// main run loop, about half the runs submitted a half-typed password here.
    func testTheRightPasswordShowsTheUserInTheTitle() throws {
        let session = try sandbox.start()
        try signIn(session, password: password)
        let rows = try session.waitForText("Taproom — 336 beers — signed in as alice", "F2 Sign out", "336 beers · Sort").screenRows
        XCTAssertTrue(rows[22].hasPrefix("1 of 336 beers · Sort: name"), "back on the list:\n\(rows.joined(separator: "\n"))")
        XCTAssertTrue(rows[23].contains("F2 Sign out"), rows[23])
        try assertNeverShows(password, in: session)
    }

    func testAFavouriteSurvivesARestartAndIsFoundWithF4() throws {
        var session = try sandbox.start()
        try signInAsAlice(session)
        try session.type("heady topper")
        try session.waitForText("1 beer · Sort: name")
        try session.press("C-f")
        try session.waitForText("★       Heady Topper")
        try session.press("F10")
        try session.waitForText("EXIT=0\n")

        session = try sandbox.start()
        try signInAsAlice(session)
        try session.waitForText("336 beers · Sort: name")
        try session.press("F4")
        let rows = try session.waitForText("1 favourite · Sort: name · Favourites only").screenRows
        XCTAssertTrue(rows[3].hasPrefix("★       Heady Topper"), rows[3])
        XCTAssertEqual(rows[4...21].filter { !$0.isEmpty }, [], "only the favourite is listed:\n\(rows.joined(separator: "\n"))")
        try session.press("F4")
        try session.waitForText("336 beers · Sort: name")
    }

    func testFavouritesOnlyAsksToSignInFirst() throws {
        let session = try sandbox.start()
        try session.press("F4")
        let rows = try session.waitForText("Sign in to see your favourites").screenRows
        XCTAssertTrue(rows[22].contains("Sign in to see your favourites"), rows[22])
    }

    func testTheDebugLogIsWrittenUnderTheStateHomeAndNeverHoldsThePassword() throws {
        let session = try sandbox.start(environment: ["TAPROOM_LOG_LEVEL=debug"])
        try signIn(session, password: wrongPassword)
        try session.waitForText("Wrong username or password")
        // Esc leaves the (emptied) password field for the first button that works, the switch to
        // a new account (drawn focused), then the form.
        try session.press("Escape")
        try session.waitForScreen("Create an account focused", escapes: true) {
            CapturedStyle.of("[ Create an account instead ]", in: $0)?.background != nil
        }
        try session.press("Escape")
        try session.waitForText("336 beers · Sort: name")
        try signInAsAlice(session)
        try session.press("F10")
        try session.waitForText("EXIT=0\n")

        let log = try String(contentsOf: sandbox.logFile, encoding: .utf8)
        XCTAssertTrue(log.contains("started"), log)
        XCTAssertTrue(log.contains("signed in user=alice"), log)
        XCTAssertTrue(log.contains("quit"), log)
        XCTAssertFalse(log.contains(password), log)
        XCTAssertFalse(log.contains(wrongPassword), log)
        let attributes = try FileManager.default.attributesOfItem(atPath: sandbox.logFile.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600, "the log is private")
    }

    func testTheLogLevelComesFromTheEnvironment() throws {
        let session = try sandbox.start(environment: ["TAPROOM_LOG_LEVEL=error"])
        try session.press("F10")
        try session.waitForText("EXIT=0\n")
        let log = try String(contentsOf: sandbox.logFile, encoding: .utf8)
        XCTAssertFalse(log.contains("started"), "info is below the error level:\n\(log)")
    }
}
