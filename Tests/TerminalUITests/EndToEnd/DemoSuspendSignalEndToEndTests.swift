import Foundation
import PTYTestSupport
import XCTest

/// The demo keeps catching Ctrl-Z (SIGTSTP) however often it redraws.
final class DemoSuspendSignalEndToEndTests: XCTestCase {
    /// ncurses, when it owns SIGTSTP, sets it to SIG_IGN and back around every screen update;
    /// racing the Dispatch source's handler that could leave Ctrl-Z ignored for good. The demo
    /// must still catch SIGTSTP after start-up and many redraws. The screen is read through tmux
    /// (as a terminal shows it): curses writes only the cells that change, so a status line such
    /// as `1 of 15` need never appear whole in the raw bytes.
    func testSuspendSignalStaysCaughtAcrossRedraws() throws {
        let session = try TmuxSession(width: 80, height: 24, shellCommand: try DemoProgram.shellCommand())
        try session.waitForText("Taproom demo", "15 of 15")
        for character in "pilsner" { try session.type(String(character)) }
        try session.waitForText("Filter: pilsner", "1 of 15")
        let shell = try session.panePID()
        let demo = try XCTUnwrap(TmuxSession.children(of: shell).first, "demo process not found under pane \(shell)")
        XCTAssertTrue(DemoOnPseudoTerminal.process(demo, catches: SIGTSTP), "Ctrl-Z would be ignored")
        XCTAssertTrue(DemoOnPseudoTerminal.process(demo, catches: SIGINT))
    }
}
