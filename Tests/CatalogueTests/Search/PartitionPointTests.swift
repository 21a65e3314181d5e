@testable import Catalogue
import XCTest

final class PartitionPointTests: XCTestCase {
    func testFindsTheFirstPositionWhereThePredicateHolds() {
        let values = [1, 3, 3, 5, 8]
        XCTAssertEqual(values.indices.partitionPoint { values[$0] >= 3 }, 1)
        XCTAssertEqual(values.indices.partitionPoint { values[$0] > 3 }, 3)
        XCTAssertEqual(values.indices.partitionPoint { values[$0] >= 0 }, 0, "holds everywhere")
        XCTAssertEqual(values.indices.partitionPoint { values[$0] > 8 }, 5, "never holds: the upper bound")
        XCTAssertEqual((2 ..< 4).partitionPoint { values[$0] >= 1 }, 2, "a range not starting at 0")
        XCTAssertEqual((3 ..< 3).partitionPoint { _ in true }, 3, "empty")
    }
}
