import PTYTestSupport
import XCTest

/// The end-to-end waits stretch only when asked, and never shrink.
final class WaitScaleTests: XCTestCase {
    func testTheFactorComesFromTheEnvironmentAndIsAtLeastOne() {
        XCTAssertEqual(WaitScale.factor(from: [:]), 1)
        XCTAssertEqual(WaitScale.factor(from: ["TAPROOM_TEST_WAIT_SCALE": "4"]), 4)
        XCTAssertEqual(WaitScale.factor(from: ["TAPROOM_TEST_WAIT_SCALE": "2.5"]), 2.5)
        XCTAssertEqual(WaitScale.factor(from: ["TAPROOM_TEST_WAIT_SCALE": "0.5"]), 1)
        XCTAssertEqual(WaitScale.factor(from: ["TAPROOM_TEST_WAIT_SCALE": "fast"]), 1)
    }
}
