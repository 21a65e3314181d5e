import XCTest
import RxCore

final class SmokeTests: XCTestCase {
    func testVersion() { XCTAssertEqual(RxCoreVersion.string, "0.1.0") }
}
