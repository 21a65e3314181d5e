import XCTest
@testable import TerminalUI

final class CursesColorTests: XCTestCase {
    func testTwoFiftySixUsesPaletteIndices() {
        XCTAssertEqual(ColorSupport.twoFiftySix.cursesColor(for: .default), -1)
        XCTAssertEqual(ColorSupport.twoFiftySix.cursesColor(for: .red), 1)
        XCTAssertEqual(ColorSupport.twoFiftySix.cursesColor(for: .indexed(208)), 208)
    }

    func testEightMapsThePaletteToTheNearestBasicColour() {
        XCTAssertEqual(ColorSupport.eight.cursesColor(for: .blue), 4)
        XCTAssertEqual(ColorSupport.eight.cursesColor(for: .indexed(9)), 1)
        XCTAssertEqual(ColorSupport.eight.cursesColor(for: .indexed(196)), 1) // pure red in the cube
        XCTAssertEqual(ColorSupport.eight.cursesColor(for: .indexed(46)), 2) // pure green
        XCTAssertEqual(ColorSupport.eight.cursesColor(for: .indexed(231)), 7) // white
        XCTAssertEqual(ColorSupport.eight.cursesColor(for: .indexed(16)), 0) // black
        XCTAssertEqual(ColorSupport.eight.cursesColor(for: .indexed(235)), 0) // dark grey
        XCTAssertEqual(ColorSupport.eight.cursesColor(for: .indexed(252)), 7) // light grey
    }

    func testNoColourUsesTheDefaultColour() {
        XCTAssertEqual(ColorSupport.none.cursesColor(for: .magenta), -1)
    }
}
