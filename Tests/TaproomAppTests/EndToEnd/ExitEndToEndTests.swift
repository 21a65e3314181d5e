import Foundation
import PTYTestSupport
import XCTest

/// How the real `taproom` ends: the quit keys, Ctrl-C, a database it cannot open and a
/// standard input that is not a terminal. Each leaves the terminal as the shell had it.
final class ExitEndToEndTests: XCTestCase {
    private var sandbox: TaproomSandbox!

    override func setUpWithError() throws {
        sandbox = try TaproomSandbox()
    }

    override func tearDown() {
        sandbox = nil
    }

    /// Waits for the shell's report of taproom's exit status and the whole `stty -a`, checks the
    /// terminal is back in cooked mode and returns the screen.
    @discardableResult
    private func assertExited(_ session: TmuxSession, status: Int, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let screen = try session.waitForText("EXIT=\(status)\n", "extproc")
        XCTAssertTrue(TerminalMode.sttyShowsCookedMode(screen), screen, file: file, line: line)
        return screen
    }

    func testF10QuitsWithStatusZero() throws {
        let session = try sandbox.start()
        try session.press("F10")
        let screen = try assertExited(session, status: 0)
        XCTAssertFalse(screen.contains("336 beers"), "the alternate screen is gone:\n\(screen)")
    }

    func testCtrlQQuitsWithStatusZero() throws {
        let session = try sandbox.start()
        try session.press("C-q")
        try assertExited(session, status: 0)
    }

    func testCtrlCExits130WithTheTerminalRestored() throws {
        let session = try sandbox.start()
        try session.type("ipa")
        try session.waitForText("Filter ipa")
        try session.press("C-c")
        let screen = try assertExited(session, status: 130)
        XCTAssertTrue(screen.contains(TaproomSandbox.shellMarker), "the shell's screen is back:\n\(screen)")
    }

    func testSIGTERMExits143WithTheTerminalRestored() throws {
        let session = try sandbox.start()
        let shell = try session.panePID()
        let taproom = try XCTUnwrap(TmuxSession.children(of: shell).first, "taproom not found under pane \(shell)")
        XCTAssertEqual(kill(taproom, SIGTERM), 0)
        try assertExited(session, status: 143)
    }

    func testADirectoryAsTheDatabaseIsAClearMessageAndLeavesTheTerminalAlone() throws {
        let directory = sandbox.home.appendingPathComponent("a-directory")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let screen = try assertFailsBeforeTakingTheTerminal(database: directory.path)
        XCTAssertTrue(screen.contains("taproom: cannot open the database at"), screen)
        XCTAssertTrue(screen.contains("it is a directory"), screen)
    }

    func testAFileOfRandomBytesAsTheDatabaseIsAClearMessageAndLeavesTheTerminalAlone() throws {
        let file = sandbox.home.appendingPathComponent("random.sqlite")
        var generator = SystemRandomNumberGenerator()
        try Data((0..<8192).map { _ in UInt8.random(in: .min ... .max, using: &generator) }).write(to: file)
        let screen = try assertFailsBeforeTakingTheTerminal(database: file.path)
        XCTAssertTrue(screen.contains("is damaged or not a Taproom database"), screen)
    }

    /// Runs taproom on `database`, expects the database failure status (3) and that the shell's
    /// text printed before it is still on screen (curses never took the terminal).
    private func assertFailsBeforeTakingTheTerminal(database: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        // Wide enough that the message with its temporary path stays on one row.
        let session = try TmuxSession(width: 240, height: 24, shellCommand: sandbox.shellCommand(arguments: ["--database", database]))
        let screen = try assertExited(session, status: 3, file: file, line: line)
        let rows = screen.screenRows
        XCTAssertEqual(rows.first, TaproomSandbox.shellMarker, screen, file: file, line: line)
        XCTAssertTrue(rows.count > 1 && rows[1].hasPrefix("taproom: "), "the message follows the shell's text:\n\(screen)", file: file, line: line)
        XCTAssertFalse(screen.contains("Sort: name"), screen, file: file, line: line)
        return screen
    }

    func testStandardInputNotATerminalExits2WithAMessage() throws {
        let result = try sandbox.runShell("exec \"$TAPROOM\" < /dev/null")
        XCTAssertEqual(result.status, 2, result.errors)
        XCTAssertTrue(result.errors.contains("taproom: standard input and output must be a terminal"), result.errors)
        XCTAssertEqual(result.output, "", "nothing is drawn into a pipe")
    }
}
