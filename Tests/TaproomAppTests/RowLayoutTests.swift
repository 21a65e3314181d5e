@testable import TaproomApp
import Catalogue
import ViewModels
import XCTest

final class RowLayoutTests: XCTestCase {
    func testColumnsFitTheWidthAndHighlightsFollowTheName() {
        let layout = BeerRowLayout(width: 80)
        XCTAssertEqual(layout.header().count, 80)
    }
}
