import Catalogue
import Foundation
import PTYTestSupport
import XCTest

/// `taproom account create NAME` in a real terminal (tmux): the password is asked twice on the
/// terminal with echo off, and never appears on the screen.
final class AccountPasswordPromptTests: XCTestCase {
    private var database: String!
    private var session: TmuxSession!

    /// XCTest keeps every test case object until the run ends, so the session (and its tmux
    /// server) must be let go here, not left to deinit.
    override func tearDown() {
        session = nil
        super.tearDown()
    }

    private func start(_ arguments: String, then: String = "") throws {
        let home = try makeTemporaryDirectory()
        database = home.appendingPathComponent("taproom.sqlite").path
        let taproom = try BuiltProduct.path(named: "taproom")
        session = try TmuxSession(width: 80, height: 12, shellCommand: """
            trap true INT; env LANG=C.UTF-8 TERM=xterm-256color HOME='\(home.path)' '\(taproom)' account create \(arguments) \
            --database '\(database!)'; status=$?; echo "exit status $status"\(then)
            """)
    }

    func testThePasswordIsAskedTwiceWithoutEchoAndTheAccountWorks() async throws {
        try start("alice")
        try session.waitForText("Password for alice:")
        try session.type("Corr3ct horse")
        try session.press("Enter")
        try session.waitForText("Again:")
        XCTAssertFalse(try session.screen().contains("Corr3ct"), "the first entry was echoed")
        try session.type("Corr3ct horse")
        try session.press("Enter")
        let screen = try session.waitForText("exit status 0", timeout: 60)
        XCTAssertTrue(screen.contains("created account alice"), screen)
        XCTAssertFalse(screen.contains("Corr3ct"), "a password reached the screen:\n\(screen)")

        let catalogue = SQLiteCatalogue.testing(try CatalogueStore(path: database))
        let signedIn = try await catalogue.signIn(name: "alice", password: "Corr3ct horse")
        XCTAssertEqual(signedIn.user.name, "alice")
    }

    func testDifferentEntriesCreateNothing() async throws {
        try start("bob")
        try session.waitForText("Password for bob:")
        try session.type("first password")
        try session.press("Enter")
        try session.waitForText("Again:")
        try session.type("second password")
        try session.press("Enter")
        let screen = try session.waitForText("exit status 1")
        XCTAssertTrue(screen.contains("the passwords differ; nothing was created"), screen)
        XCTAssertFalse(screen.contains("first password") || screen.contains("second password"), screen)
        let users = try await SQLiteCatalogue.testing(try CatalogueStore(path: database)).users()
        XCTAssertEqual(users, [])
    }

    func testCtrlCAtThePromptLeavesEchoOn() async throws {
        // The shell traps SIGINT so that it survives Ctrl-C and reports; taproom gets the default.
        let report = try makeTemporaryDirectory().appendingPathComponent("report").path
        try start("carol", then: "; echo \"status=$status $(stty -a | tr ' ;' '\\n\\n' | grep -x -e echo -e -echo)\" > '\(report)'")
        try session.waitForText("Password for carol:")
        try session.press("C-c")
        let deadline = Date().addingTimeInterval(15)
        var text = ""
        while Date() < deadline, !text.hasSuffix("\n") {
            text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        }
        XCTAssertEqual(text, "status=130 echo\n", "exit by SIGINT, with echo back on")
        let users = try await SQLiteCatalogue.testing(try CatalogueStore(path: database)).users()
        XCTAssertEqual(users, [])
    }
}
