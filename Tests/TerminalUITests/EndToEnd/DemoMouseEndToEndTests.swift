import Foundation
import PTYTestSupport
import XCTest

/// The mouse in the real demo under tmux. tmux's `send-keys -M` only forwards real mouse events,
/// so the tests type the xterm SGR reports (`ESC [ < button ; column ; row M`, `m` for a
/// release) that a terminal sends in mode 1006; ncurses (terminfo `kmous=\E[<`) decodes them.
final class DemoMouseEndToEndTests: XCTestCase {
    // Demo layout: title, blank, filter, blank, then the list from row 4; the status bar is last.
    private let firstListRow = 4

    private func startDemo(width: Int = 80, height: Int = 24, arguments: String = "") throws -> TmuxSession {
        let session = try TmuxSession(width: width, height: height,
                                      shellCommand: try DemoProgram.shellCommand(arguments: arguments))
        try session.waitForText("Taproom demo", "15 of 15 | \(width)x\(height)")
        return session
    }

    /// SGR report of `button` pressed (and released unless it is a wheel notch) at a 0-based cell.
    private func report(button: Int, column: Int, row: Int, release: Bool = true) -> String {
        let position = "\(button);\(column + 1);\(row + 1)"
        return "\u{1B}[<\(position)M" + (release ? "\u{1B}[<\(position)m" : "")
    }

    private func click(column: Int, row: Int) -> String { report(button: 0, column: column, row: row) }

    func testDoubleClickActivatesTheRow() throws {
        let session = try startDemo()
        let orval = click(column: 4, row: firstListRow + 2)
        // Both clicks in one write: well inside ncurses' double-click interval.
        try session.type(orval + orval)
        try session.waitForText("chose Orval")
    }

    func testWheelScrollsTheListWithoutMovingTheSelection() throws {
        // 10 rows leave 5 list rows for 15 beers, so the list can scroll.
        let session = try startDemo(width: 80, height: 10)
        let visible = try session.screen()
        XCTAssertTrue(visible.contains("Pilsner Urquell"))
        XCTAssertFalse(visible.contains("Duvel"))
        let statusLine = { (screen: String) in screen.split(separator: "\n").last.map(String.init) ?? "" }

        try session.type(report(button: 65, column: 4, row: firstListRow + 1, release: false)) // wheel down
        let scrolled = try session.waitForScreen("the list scrolled down by 3") { screen in
            lines(screen)[firstListRow].hasPrefix("Rochefort 10") && screen.contains("Duvel")
        }
        XCTAssertEqual(statusLine(scrolled), statusLine(visible), "the wheel must not move the selection")

        try session.type(report(button: 64, column: 4, row: firstListRow + 1, release: false)) // wheel up
        try session.waitForScreen("the list scrolled back up") { screen in
            lines(screen)[firstListRow].hasPrefix("Pilsner Urquell") && !screen.contains("Duvel")
        }
    }

    /// Mouse reporting is the program's request to the terminal (xterm modes 1000 and 1006, as
    /// terminfo's XM gives them); with it off, the terminal keeps the mouse for selecting text.
    func testNoMouseOptionNeverAsksForMouseReportsUntilF2() throws {
        let mouseOn = "\u{1B}[?1006;1000h"
        let withMouse = try DemoOnPseudoTerminal()
        XCTAssertTrue(withMouse.read(until: mouseOn), "mouse reports are on by default")

        let withoutMouse = try DemoOnPseudoTerminal(arguments: ["--no-mouse"])
        XCTAssertTrue(withoutMouse.read(until: "15 of 15"))
        XCTAssertFalse(withoutMouse.hasWritten(mouseOn))
        withoutMouse.type("\u{1B}OQ") // F2 switches the mouse on
        XCTAssertTrue(withoutMouse.read(until: mouseOn), "F2 turns mouse reports on")
    }

    private func lines(_ screen: String) -> [Substring] {
        screen.split(separator: "\n", omittingEmptySubsequences: false)
    }
}
