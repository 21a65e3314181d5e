import XCTest
import TerminalUI

final class TerminalUISmokeTests: XCTestCase {
    func testVersion() { XCTAssertEqual(TerminalUIVersion.string, "0.1.0") }
}
