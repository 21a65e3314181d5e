@testable import TaproomApp
import TerminalUI
import XCTest

/// A 1,000-beer store is loaded a page (100 beers) at a time, as the selection nears the end of
/// what is loaded, from the list and from the detail.
final class PagingTests: XCTestCase {
    private static let beers = Fixtures.generated(1000)

    func testPageDownLoadsFurtherPages() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(beers: Self.beers)
            let list = try app.listView
            XCTAssertEqual(list.rowCount, 100, "one page at start")
            XCTAssertTrue(app.statusLine.hasPrefix("1000 beers"), app.statusLine)
            for _ in 0..<20 { app.press(.pageDown) }
            XCTAssertGreaterThan(list.rowCount, 300, "pages follow the selection")
            let index = try XCTUnwrap(list.selectedIndex)
            XCTAssertGreaterThan(index, 300)
            let expected = Self.beers[index].name
            XCTAssertEqual(try app.selectedBeerName, expected)
            XCTAssertTrue(app.text.contains(String(expected.prefix(9))), "row \(index) is on screen")
            app.press(.enter)
            XCTAssertTrue(app.text.contains("\(index + 1) of 1000"), app.text)
            XCTAssertTrue(app.text.contains(expected))
        }
    }

    func testPagingToTheEndLoadsEverything() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(beers: Self.beers)
            let list = try app.listView
            for _ in 0..<70 { app.press(.pageDown) }
            XCTAssertEqual(list.rowCount, 1000)
            XCTAssertEqual(list.selectedIndex, 999)
            app.press(.enter)
            XCTAssertTrue(app.text.contains("1000 of 1000"))
            XCTAssertFalse(try XCTUnwrap(app.detail).screen.descendants(Button.self).first { $0.title.contains("Next") }?.isEnabled ?? true)
        }
    }

    func testPagingNextInTheDetailLoadsMoreBeers() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(beers: Self.beers)
            app.press(.enter)
            XCTAssertTrue(app.text.contains("1 of 1000"))
            for _ in 0..<150 { app.press(.right) }
            XCTAssertTrue(app.text.contains("151 of 1000"), app.text)
            XCTAssertTrue(app.text.contains(Self.beers[150].name))
            XCTAssertGreaterThan(try app.listView.rowCount, 150, "the list loaded the pages the detail needed")
            app.press(.escape)
            XCTAssertEqual(try app.listView.selectedIndex, 150)
            XCTAssertEqual(try app.selectedBeerName, Self.beers[150].name)
        }
    }
}
