import XCTest
import Catalogue

final class CatalogueSmokeTests: XCTestCase {
    func testVersion() { XCTAssertEqual(CatalogueVersion.string, "0.1.0") }
}
