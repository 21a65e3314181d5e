import Foundation
import PTYTestSupport
import XCTest

/// A crashing `taproom` with the Swift runtime's backtracer on (as it is for a person): the
/// terminal is restored, one line says where the backtrace went, the backtrace is in the log
/// and not on the screen, and the process ends with 128 + the signal instead of waiting for a key.
final class CrashEndToEndTests: XCTestCase {
    private var sandbox: TaproomSandbox!

    override func setUpWithError() throws {
        sandbox = try TaproomSandbox()
    }

    override func tearDown() {
        sandbox = nil
    }

    private func startWithBacktracer() throws -> TmuxSession {
        try sandbox.start(environment: ["SWIFT_BACKTRACE=enable=yes"])
    }

    /// The prompt comes back at once (taproom runs the backtracer without its prompt and with
    /// fast symbolication), and the log holds a plain-text backtrace.
    private func assertCrashed(_ session: TmuxSession, signal: Int32, file: StaticString = #filePath, line: UInt = #line) throws {
        let screen = try session.waitForText("EXIT=\(128 + Int(signal))\n", "extproc", timeout: 10)
        XCTAssertTrue(TerminalMode.sttyShowsCookedMode(screen), screen, file: file, line: line)
        let unwrapped = screen.replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(unwrapped.contains("taproom: crashed; the backtrace is in \(sandbox.logFile.path)"), screen, file: file, line: line)
        XCTAssertFalse(screen.contains("Press space to interact"), screen, file: file, line: line)
        XCTAssertFalse(screen.contains("Thread 0"), "the backtrace stays off the screen:\n\(screen)", file: file, line: line)
        // The backtracer, a process of its own, may still be writing when the shell sees the exit.
        var log = try String(contentsOf: sandbox.logFile, encoding: .utf8)
        let deadline = Date().addingTimeInterval(WaitScale.scaled(10))
        while !log.contains("Thread 0"), Date() < deadline {
            log = try String(contentsOf: sandbox.logFile, encoding: .utf8)
        }
        XCTAssertTrue(log.contains("crashed:"), log, file: file, line: line)
        XCTAssertTrue(log.contains("Thread 0"), log, file: file, line: line)
        XCTAssertFalse(log.contains("\u{1B}"), "no colour codes in the log:\n\(log)", file: file, line: line)
        XCTAssertFalse(log.contains("Press space to interact"), log, file: file, line: line)
    }

    func testCtrlBackslashQuitsWithTheBacktraceInTheLog() throws {
        let session = try startWithBacktracer()
        try session.press("C-\\")
        try assertCrashed(session, signal: SIGQUIT)
    }

    func testSIGSEGVEndsWithTheBacktraceInTheLog() throws {
        let session = try startWithBacktracer()
        let taproom = try XCTUnwrap(TmuxSession.children(of: try session.panePID()).first)
        XCTAssertEqual(kill(taproom, SIGSEGV), 0)
        try assertCrashed(session, signal: SIGSEGV)
    }

    /// A Swift runtime trap is SIGILL (`ud2`) on this platform.
    func testSIGILLEndsWithTheBacktraceInTheLog() throws {
        let session = try startWithBacktracer()
        let taproom = try XCTUnwrap(TmuxSession.children(of: try session.panePID()).first)
        XCTAssertEqual(kill(taproom, SIGILL), 0)
        try assertCrashed(session, signal: SIGILL)
    }

    func testSIGABRTEndsWithTheBacktraceInTheLog() throws {
        let session = try startWithBacktracer()
        let taproom = try XCTUnwrap(TmuxSession.children(of: try session.panePID()).first)
        XCTAssertEqual(kill(taproom, SIGABRT), 0)
        try assertCrashed(session, signal: SIGABRT)
    }

    func testATerminalThatCannotMoveTheCursorIsAClearMessageAndExit2() throws {
        let session = try TmuxSession(width: 80, height: 24, shellCommand: sandbox.shellCommand(environment: ["TERM=dumb"]))
        let screen = try session.waitForText("EXIT=2\n", "extproc")
        XCTAssertTrue(screen.contains("taproom: the terminal type \"dumb\" cannot move the cursor"), screen)
        XCTAssertTrue(TerminalMode.sttyShowsCookedMode(screen), screen)
    }
}
