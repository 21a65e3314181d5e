import RxCore
import RxCoreTest
import XCTest

/// Base class of RxCore tests: checks that every test leaves `Resources.total` where it
/// found it (all sinks and subscriptions released).
class RxTestCase: XCTestCase {
    private var baseline: Int32 = 0

    override func setUp() {
        super.setUp()
        baseline = Resources.total
    }

    override func tearDown() {
        XCTAssertEqual(Resources.total, baseline, "leaked sinks or subscriptions")
        super.tearDown()
    }
}

struct TestError: Error, Equatable, CustomStringConvertible {
    var id = 0
    var description: String { "TestError(\(id))" }
}

let testError = TestError()
