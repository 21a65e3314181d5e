import Foundation
import XCTest

/// A terminal that closes without a SIGHUP: the demo must notice its input has ended and exit
/// as for a hangup (129) instead of spinning on a standard input that stays readable.
final class DemoEndOfInputEndToEndTests: XCTestCase {
    func testClosedTerminalWithoutHangupExits129() throws {
        let demo = try DemoOnPseudoTerminal()
        XCTAssertTrue(demo.read(until: "Taproom demo"), "the demo did not draw")
        demo.closeTerminal()
        XCTAssertEqual(demo.waitForExit(), 129, "the demo should end as for a hangup once its input is gone")
    }
}
