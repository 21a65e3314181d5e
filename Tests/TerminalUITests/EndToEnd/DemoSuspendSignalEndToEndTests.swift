import Foundation
import XCTest

/// The demo keeps catching Ctrl-Z (SIGTSTP) however often it redraws.
final class DemoSuspendSignalEndToEndTests: XCTestCase {
    /// ncurses, when it owns SIGTSTP, sets it to SIG_IGN and back around every screen update;
    /// racing the Dispatch source's handler that could leave Ctrl-Z ignored for good. The demo
    /// must still catch SIGTSTP after start-up and many redraws.
    func testSuspendSignalStaysCaughtAcrossRedraws() throws {
        let demo = try DemoOnPseudoTerminal()
        XCTAssertTrue(demo.read(until: "15 of 15"))
        for character in "pilsner" { demo.type(String(character)) }
        XCTAssertTrue(demo.read(until: "1 of 15"))
        XCTAssertTrue(demo.catches(SIGTSTP), "Ctrl-Z would be ignored")
        XCTAssertTrue(demo.catches(SIGINT))
    }
}
