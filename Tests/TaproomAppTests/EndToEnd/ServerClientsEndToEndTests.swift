import Foundation
import PTYTestSupport
import XCTest

/// The app as a client of a real `taproom serve` on a temporary SQLite catalogue: two people,
/// each in their own `taproom --server`, on two accounts; when one rates a beer, the other sees
/// the average change.
final class ServerClientsEndToEndTests: XCTestCase {
    private let alicePassword = "Qv7#zK2pXw9!"
    private let bobPassword = "Jm4$tR8yBn3&"
    private var sandbox: TaproomSandbox!
    private var server: TmuxSession!

    override func setUpWithError() throws {
        sandbox = try TaproomSandbox()
        try sandbox.createAccount("alice", password: alicePassword)
        try sandbox.createAccount("bob", password: bobPassword)
    }

    override func tearDownWithError() throws {
        try server?.press("C-c")
        server = nil
        sandbox = nil
    }

    /// Starts `taproom serve` on the sandbox's catalogue on `listen` (a free loopback port by
    /// default); its URL.
    private func startServer(listen: String = "127.0.0.1:0") throws -> String {
        server = try TmuxSession(width: 120, height: 10,
                                 shellCommand: sandbox.shellCommand(arguments: ["serve", "--listen", listen]))
        let screen = try server.waitForText("serving on http://127.0.0.1:", timeout: 60)
        let line = try XCTUnwrap(screen.split(separator: "\n").first { $0.contains("serving on") })
        let url = try XCTUnwrap(line.split(separator: " ").last.map(String.init))
        return url
    }

    func testTheAppWaitsForAServerThatIsDownAndCatchesUpWhenItIsBack() throws {
        let url = try startServer()
        try server.press("C-c")
        _ = try server.waitForText("EXIT=")
        let app = try TmuxSession(width: 80, height: 24, shellCommand: sandbox.shellCommand(arguments: ["--server", url]))
        _ = try app.waitForText("Cannot reach the server at \(url) — retrying", "Taproom — not signed in")
        try app.type("orval")

        let port = try XCTUnwrap(url.split(separator: ":").last)
        _ = try startServer(listen: "127.0.0.1:\(port)")
        // The next try comes at most 15 s later; the query typed meanwhile runs then.
        _ = try app.waitForText("Taproom — 336 beers — not signed in", "1 beer · Sort: name", timeout: 40)
    }

    func testStayingSignedInLastsUntilSigningOut() throws {
        let url = try startServer()
        let first = try sandbox.start(arguments: ["--server", url])
        try first.press("F2")
        try first.waitForText("Username", "[ ] Stay signed in")
        try first.type("alice")
        try first.press("Tab")
        try first.type(alicePassword)
        try first.press("Tab", "Tab", "Tab", "Space")
        try first.waitForText("[x] Stay signed in")
        try first.press("BTab", "BTab", "BTab", "Enter")
        try first.waitForText("signed in as alice", "· Sort: name")
        try first.press("F10")
        try first.waitForText("EXIT=0")

        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateHome.appendingPathComponent("taproom").path)
            .filter { $0.hasPrefix("signin-") }
        XCTAssertEqual(files.count, 1, "one file for the server")
        let file = sandbox.stateHome.appendingPathComponent("taproom").appendingPathComponent(try XCTUnwrap(files.first))
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        XCTAssertEqual(mode?.intValue, 0o600)

        // The next start is signed in; signing out ends that.
        let second = try TmuxSession(width: 80, height: 24, shellCommand: sandbox.shellCommand(arguments: ["--server", url]))
        try second.waitForText("Taproom — 336 beers — signed in as alice")
        try second.press("F2")
        try second.waitForText("Sign out alice?")
        try second.press("Left", "Enter")
        try second.waitForText("Taproom — 336 beers — not signed in")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
    }

    func testOnePersonRatesOnTheServerAndTheOtherSeesTheAverageChange() throws {
        let url = try startServer()
        let alice = try sandbox.start(arguments: ["--server", url])
        let bob = try sandbox.start(arguments: ["--server", url])
        try bob.signIn(as: "bob", password: bobPassword)
        try bob.type("orval")
        try bob.waitForText("1 beer · Sort: name")
        try bob.press("Enter")
        try bob.waitForText("Ratings nobody has rated it yet")

        try alice.signIn(as: "alice", password: alicePassword)
        try alice.type("orval")
        try alice.waitForText("1 beer · Sort: name")
        try alice.press("Enter")
        try alice.waitForText("Ratings nobody has rated it yet")
        try alice.press("5")
        try alice.waitForText("Ratings ★ 5.0 from 1 person")

        // Live: bob presses nothing, his detail screen follows the server.
        try bob.waitForText("Ratings ★ 5.0 from 1 person")
        try bob.press("2")
        try bob.waitForText("★ 3.5 from 2 people")
    }
}
