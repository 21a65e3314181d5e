import Foundation
import PTYTestSupport
import XCTest

/// Runs the real TerminalUIDemo in a pseudo-terminal (tmux with a private socket).
final class DemoEndToEndTests: XCTestCase {
    private func startDemo(width: Int = 80, height: Int = 24) throws -> TmuxSession {
        let session = try TmuxSession(width: width, height: height, shellCommand: try DemoProgram.shellCommand())
        try session.waitForText("Taproom demo", "15 of 15 | \(width)x\(height)")
        return session
    }

    /// Waits for the shell to report the demo's exit status and print the whole `stty -a` (its
    /// last flag is `extproc`), then checks canonical mode and echo are back.
    private func assertExited(_ session: TmuxSession, status: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let screen = try session.waitForText("EXIT=\(status)\n", "extproc")
        XCTAssertTrue(DemoProgram.sttyShowsCookedMode(screen), screen, file: file, line: line)
    }

    func testDemoScreenComesUp() throws {
        let session = try startDemo()
        let screen = try session.screen()
        XCTAssertTrue(screen.contains("Filter:"))
        XCTAssertTrue(screen.contains("Pilsner Urquell"))
        XCTAssertTrue(screen.contains("Tsingtao 青島"))
    }

    func testTypingAppearsAndFiltersTheList() throws {
        let session = try startDemo()
        try session.type("pi")
        let screen = try session.waitForText("Filter: pi", "1 of 15")
        XCTAssertTrue(screen.contains("Pilsner Urquell"))
        XCTAssertFalse(screen.contains("Orval"))
    }

    func testNonASCIITypingAppears() throws {
        let session = try startDemo()
        try session.type("ö")
        try session.waitForText("Filter: ö", "1 of 15", "Kölsch Früh")
        try session.press("BSpace")
        try session.type("青")
        try session.waitForText("Filter: 青", "1 of 15", "Tsingtao 青島")
    }

    func testArrowKeysMoveTheSelection() throws {
        let session = try startDemo()
        try session.press("Down", "Down")
        try session.waitForText("selected Orval")
        try session.press("Enter")
        try session.waitForText("chose Orval")
    }

    /// An xterm SGR mouse report for a left click at 0-based `column`, `row` (press and release).
    private func click(column: Int, row: Int) -> String {
        "\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m"
    }

    func testMouseClickSelectsARow() throws {
        let session = try startDemo()
        try session.type(click(column: 4, row: 6)) // the third list row
        try session.waitForText("selected Orval")
    }

    func testMouseCanBeSwitchedOff() throws {
        let session = try startDemo()
        try session.press("F2")
        try session.type(click(column: 4, row: 7)) // would select Rochefort 10
        try session.press("Down")
        try session.waitForText("selected Westmalle Tripel")
    }

    func testResizeRedrawsAtTheNewSize() throws {
        let session = try startDemo()
        try session.resize(width: 100, height: 30)
        try session.waitForText("15 of 15 | 100x30")
        try session.resize(width: 40, height: 10)
        let screen = try session.waitForText("| 40x10")
        XCTAssertEqual(screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(10).last?.contains("15 of 15 | 40x10"), true)
    }

    func testBracketedPasteArrivesAsOneEvent() throws {
        let session = try startDemo()
        try session.paste("du\nvel")
        let screen = try session.waitForText("Filter: du vel", "0 of 15")
        XCTAssertFalse(screen.contains("chose") || screen.contains("nothing to choose"), "the pasted newline acted as Enter")
    }

    func testEscQuitsWithStatusZeroAndRestoresTheTerminal() throws {
        let session = try startDemo()
        try session.press("Escape")
        try assertExited(session, status: 0)
    }

    func testCtrlCExits130AndRestoresTheTerminal() throws {
        let session = try startDemo()
        try session.press("C-c")
        try assertExited(session, status: 130)
    }

    func testSIGTERMExits143AndRestoresTheTerminal() throws {
        let session = try startDemo()
        let shell = try session.panePID()
        let demo = try XCTUnwrap(TmuxSession.children(of: shell).first, "demo process not found under pane \(shell)")
        XCTAssertEqual(kill(demo, SIGTERM), 0)
        try assertExited(session, status: 143)
    }

    func testSIGHUPExits129AndRestoresTheTerminal() throws {
        let session = try startDemo()
        let shell = try session.panePID()
        let demo = try XCTUnwrap(TmuxSession.children(of: shell).first, "demo process not found under pane \(shell)")
        XCTAssertEqual(kill(demo, SIGHUP), 0)
        try assertExited(session, status: 129)
    }

    func testColoursByDefaultAndAttributesOnlyWithNoColor() throws {
        let coloured = try startDemo()
        try coloured.waitForScreen("256-colour foregrounds", escapes: true) { $0.contains("38;5;") }
        let plain = try TmuxSession(width: 80, height: 24, shellCommand: try DemoProgram.shellCommand(environment: "NO_COLOR=1"))
        let screen = try plain.waitForText("Taproom demo", "15 of 15")
        XCTAssertTrue(screen.contains("Pilsner Urquell"))
        let styled = try plain.screen(escapes: true)
        // No SGR colour parameter (30–37, 40–47, 38;5;n, 48;5;n); 39/49 are tmux's "default colour".
        let colourParameter = try NSRegularExpression(pattern: "[\\[;]([34][0-7]|[34]8;5;[0-9]+)[;m]")
        let range = NSRange(styled.startIndex..., in: styled)
        XCTAssertNil(colourParameter.firstMatch(in: styled, range: range), styled)
        XCTAssertTrue(styled.contains("\u{1B}[1m") || styled.contains("\u{1B}[7m"), "attributes still shown")
    }

    func testSwiftTrapRestoresTheTerminal() throws {
        let session = try TmuxSession(width: 80, height: 24, shellCommand: try DemoProgram.shellCommand(arguments: "--crash-on-f9"))
        try session.waitForText("Taproom demo")
        try session.press("F9")
        try assertExited(session, status: 128 + Int(SIGILL))
    }

    /// With the Swift runtime's backtracer on, as it is for a person: the trap's message and the
    /// backtrace go to the crash log, one line names it, and the process does not wait for a key.
    func testSwiftTrapWithTheBacktracerWritesTheCrashLogAndExits() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("demo-crash-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let session = try TmuxSession(width: 80, height: 24, shellCommand: try DemoProgram.shellCommand(
            arguments: "--crash-on-f9 --crash-log '\(log.path)'", environment: "SWIFT_BACKTRACE=enable=yes"))
        try session.waitForText("Taproom demo")
        try session.press("F9")
        let screen = try session.waitForText("EXIT=\(128 + Int(SIGILL))\n", "extproc", timeout: 10)
        XCTAssertTrue(DemoProgram.sttyShowsCookedMode(screen), screen)
        let unwrapped = screen.replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(unwrapped.contains("TerminalUIDemo: crashed; the backtrace is in \(log.path)"), screen)
        XCTAssertFalse(screen.contains("Press space to interact"), screen)
        let report = try String(contentsOf: log, encoding: .utf8)
        XCTAssertTrue(report.contains("crash requested with --crash-on-f9"), "the trap's message is kept:\n\(report)")
        XCTAssertTrue(report.contains("Thread 0"), report)
        XCTAssertFalse(report.contains("\u{1B}"), "a plain-text backtrace:\n\(report)")
        XCTAssertFalse(report.contains("Press space to interact"), report)
    }

    func testCtrlZSuspendsAndFgResumesWithWorkingArrowKeys() throws {
        let demo = try DemoProgram.path()
        let session = try TmuxSession(width: 80, height: 24,
                                      shellCommand: "export PS1='$ ' LANG=C.UTF-8 TERM=xterm-256color; exec bash --norc --noprofile -i")
        try session.waitForText("$")
        try session.type("'\(demo)'")
        try session.press("Enter")
        try session.waitForText("Taproom demo", "15 of 15")
        try session.press("C-z")
        try session.waitForText("Stopped")
        try session.type("fg")
        try session.press("Enter")
        try session.waitForText("Taproom demo", "15 of 15")
        try session.press("Down", "Down")
        try session.waitForText("selected Orval")
        try session.press("C-z")
        try session.waitForScreen("a second Stopped") { $0.components(separatedBy: "Stopped").count == 3 }
        try session.type("fg")
        try session.press("Enter")
        try session.waitForText("Taproom demo", "selected Orval")
        try session.press("Escape")
        try session.waitForScreen("the shell prompt after the demo") { $0.split(separator: "\n").last == "$" }
        try session.type("echo EXIT=$?")
        try session.press("Enter")
        try session.waitForText("EXIT=0\n")
    }

    func testStandardInputNotATerminalExits2WithAMessage() throws {
        let result = try ChildProcess.run(try DemoProgram.path(), [], input: "typed into a pipe\n")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.contains("must be a terminal"), result.errors)
        XCTAssertEqual(result.output, "", "nothing drawn on a non-terminal")
    }
}
