import XCTest
import ViewModels

final class ViewModelsPlaceholderTests: XCTestCase {
    func testModuleLinks() { XCTAssertNotNil(ViewModelsModule.self) }
}
