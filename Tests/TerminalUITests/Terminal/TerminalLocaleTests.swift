import XCTest
@testable import TerminalUI

final class TerminalLocaleTests: XCTestCase {
    func testConfigureEndsInAUTF8Locale() {
        TerminalLocale.configure()
        XCTAssertTrue(TerminalLocale.isUTF8)
    }

    func testErrorsExplainThemselves() {
        XCTAssertTrue(TerminalError.notATerminal.description.contains("must be a terminal"))
        XCTAssertTrue(TerminalError.unknownTerminalType("vt999").description.contains("vt999"))
    }
}
