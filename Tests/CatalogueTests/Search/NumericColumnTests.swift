@testable import Catalogue
import XCTest

/// `NumericColumn` gives back exactly the values it was given, in two bytes each when they are
/// hundredths, and falls back to the values themselves when one is not.
final class NumericColumnTests: XCTestCase {
    private func column(_ values: [Double?]) -> NumericColumn {
        var builder = NumericColumn.Builder()
        for value in values { builder.append(value) }
        return builder.build()
    }

    private func assertSame(_ column: NumericColumn, _ values: [Double?], file: StaticString = #filePath, line: UInt = #line) {
        for (slot, value) in values.enumerated() {
            if let value {
                XCTAssertEqual(column[slot], value, "slot \(slot)", file: file, line: line)
            } else {
                XCTAssertTrue(column[slot].isNaN, "slot \(slot)", file: file, line: line)
            }
        }
    }

    func testHundredthsAreKeptInTwoBytesAndComeBackExactly() {
        let values: [Double?] = [5.3, nil, 0, 12.25, 4.8, 655.34, 0.01, 9.5]
        let compact = column(values)
        guard case .hundredths = compact else { return XCTFail("not compact") }
        assertSame(compact, values)
    }

    func testAValueThatIsNotHundredthsKeepsEveryValue() {
        for odd in [5.333, -1, 655.35, 1e9, .infinity] {
            let values: [Double?] = [5.3, nil, odd, 7.2, nil]
            let column = column(values)
            guard case .values = column else { return XCTFail("\(odd) was made compact") }
            assertSame(column, values)
        }
    }
}
