@testable import Catalogue
import Foundation
import XCTest

/// The API's times are read strictly: what Foundation would roll over to another time is refused.
final class ISO8601TimeTests: XCTestCase {
    func testAWholeTimeWithAZoneIsRead() {
        XCTAssertEqual(ISO8601Time.date(from: "2019-05-04T19:45:12Z"), Date(timeIntervalSince1970: 1_556_999_112))
        XCTAssertEqual(ISO8601Time.date(from: "2019-05-04T21:45:12+02:00"), Date(timeIntervalSince1970: 1_556_999_112))
        XCTAssertEqual(ISO8601Time.date(from: "2019-05-04T19:45:12.5Z"), Date(timeIntervalSince1970: 1_556_999_112.5))
        XCTAssertEqual(ISO8601Time.date(from: "2024-02-29T00:00:00Z"), Date(timeIntervalSince1970: 1_709_164_800))
    }

    /// RFC 3339 offsets go up to 23:59, past the 18 hours Foundation's time zones allow.
    func testAnOffsetBeyondEighteenHoursIsRead() {
        XCTAssertEqual(ISO8601Time.date(from: "2019-05-05T15:10:12+19:25"), Date(timeIntervalSince1970: 1_556_999_112))
        XCTAssertEqual(ISO8601Time.date(from: "2019-05-03T20:46:12-22:59"), Date(timeIntervalSince1970: 1_556_999_112))
    }

    func testATimeOutOfRangeOrOfAnotherShapeIsRefused() {
        for text in ["2024-01-01T12:99:00Z", "2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z", "2024-01-01T24:00:00Z",
                     "2024-01-01T00:00:60Z", "2024-01-01T00:00:00+24:00", "2024-01-01T00:00:00", "2024-01-01 00:00:00Z",
                     "2024-1-01T00:00:00Z", "", "now"] {
            XCTAssertNil(ISO8601Time.date(from: text), text)
        }
    }
}
