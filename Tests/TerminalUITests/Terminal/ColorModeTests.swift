import XCTest
@testable import TerminalUI

final class ColorModeTests: XCTestCase {
    func testDetectHonoursNoColorAndColourCount() {
        XCTAssertEqual(ColorMode.detect(colorCount: 256, noColor: "1"), ColorMode.none)
        XCTAssertEqual(ColorMode.detect(colorCount: 256, noColor: ""), .extended)
        XCTAssertEqual(ColorMode.detect(colorCount: 256, noColor: nil), .extended)
        XCTAssertEqual(ColorMode.detect(colorCount: 8, noColor: nil), .basic)
        XCTAssertEqual(ColorMode.detect(colorCount: 0, noColor: nil), ColorMode.none)
    }

    func testExtendedUsesPaletteIndices() {
        XCTAssertEqual(ColorMode.extended.cursesColor(for: .default), -1)
        XCTAssertEqual(ColorMode.extended.cursesColor(for: .red), 1)
        XCTAssertEqual(ColorMode.extended.cursesColor(for: .indexed(208)), 208)
    }

    func testBasicMapsPaletteToNearestOfEight() {
        XCTAssertEqual(ColorMode.basic.cursesColor(for: .blue), 4)
        XCTAssertEqual(ColorMode.basic.cursesColor(for: .indexed(9)), 1)
        XCTAssertEqual(ColorMode.basic.cursesColor(for: .indexed(196)), 1) // pure red in the cube
        XCTAssertEqual(ColorMode.basic.cursesColor(for: .indexed(46)), 2) // pure green
        XCTAssertEqual(ColorMode.basic.cursesColor(for: .indexed(231)), 7) // white
        XCTAssertEqual(ColorMode.basic.cursesColor(for: .indexed(16)), 0) // black
        XCTAssertEqual(ColorMode.basic.cursesColor(for: .indexed(235)), 0) // dark grey
        XCTAssertEqual(ColorMode.basic.cursesColor(for: .indexed(252)), 7) // light grey
    }

    func testNoneUsesTheDefaultColour() {
        XCTAssertEqual(ColorMode.none.cursesColor(for: .magenta), -1)
    }
}
