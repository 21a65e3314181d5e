import Catalogue
import CatalogueServices
import XCTest

final class CatalogueSortTests: XCTestCase {
    func testCyclingVisitsEveryOrderAndWrapsRound() {
        XCTAssertEqual(CatalogueSort.name.next, .strongestFirst)
        XCTAssertEqual(CatalogueSort.strongestFirst.next, .mostBitterFirst)
        XCTAssertEqual(CatalogueSort.mostBitterFirst.next, .brewery)
        XCTAssertEqual(CatalogueSort.brewery.next, .bestRatedFirst)
        XCTAssertEqual(CatalogueSort.bestRatedFirst.next, .name)
        XCTAssertEqual(CatalogueSort(field: .name, descending: true).next, .name)
    }

    func testLabels() {
        XCTAssertEqual(CatalogueSort.cycle.map(\.label), ["name", "ABV ↓", "IBU ↓", "brewery", "rating ↓"])
    }
}
