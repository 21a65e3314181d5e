@testable import TaproomApp
import TerminalUI
import XCTest

/// A 1,000-beer store is loaded a page (100 beers) at a time where the selection goes, from the
/// list and from the detail: the list has every row from the start, rows show once their page
/// arrives, and a jump or a burst of keys goes as far as the keys say.
final class PagingTests: XCTestCase {
    private static let beers = Fixtures.generated(1000)

    func testPageDownLoadsFurtherPages() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(beers: Self.beers)
            let list = try app.listView
            XCTAssertEqual(list.rowCount, 1000, "every row, loaded or not")
            XCTAssertTrue(app.statusLine.hasPrefix("1 of 1,000 beers"), app.statusLine)
            for _ in 0..<20 { app.press(.pageDown) }
            let index = try XCTUnwrap(list.selectedIndex)
            XCTAssertGreaterThan(index, 300)
            let expected = Self.beers[index].name
            XCTAssertEqual(try app.selectedBeerName, expected)
            XCTAssertTrue(app.text.contains(String(expected.prefix(9))), "row \(index) is on screen")
            app.press(.enter)
            XCTAssertTrue(app.text.contains("\(index + 1) of 1,000"), app.text)
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
            XCTAssertTrue(app.text.contains("1,000 of 1,000"))
            XCTAssertFalse(try XCTUnwrap(app.detail).screen.descendants(Button.self).first { $0.title.contains("Next") }?.isEnabled ?? true)
        }
    }

    func testPagingNextInTheDetailLoadsMoreBeers() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(beers: Self.beers)
            app.press(.enter)
            XCTAssertTrue(app.text.contains("1 of 1,000"))
            for _ in 0..<150 { app.press(.right) }
            XCTAssertTrue(app.text.contains("151 of 1,000"), app.text)
            XCTAssertTrue(app.text.contains(Self.beers[150].name))
            app.press(.escape)
            XCTAssertEqual(try app.listView.selectedIndex, 150)
            XCTAssertEqual(try app.selectedBeerName, Self.beers[150].name)
        }
    }

    /// Ctrl-End reaches the last row at once and shows it, without reading the pages between.
    func testCtrlEndShowsTheLastRowAndCtrlHomeTheFirst() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(beers: Self.beers)
            app.press(.ctrlEnd)
            XCTAssertEqual(try app.listView.selectedIndex, 999)
            XCTAssertEqual(try app.selectedBeerName, Self.beers[999].name)
            XCTAssertTrue(app.text.contains(String(Self.beers[999].name.prefix(9))), app.text)
            XCTAssertFalse(app.text.contains("…\n"), "no row still loading: \(app.text)")
            XCTAssertLessThan(app.beerNames().count, 500, "the pages between were not read")
            app.press(.ctrlHome)
            XCTAssertEqual(try app.listView.selectedIndex, 0)
            XCTAssertEqual(try app.selectedBeerName, Self.beers[0].name)
        }
    }

    /// Keys that arrive together (a held key, a paste of keys, a slow machine) move as far as the
    /// same keys one at a time.
    func testABurstOfPageDownsGoesAsFarAsTheSameKeysPressedSlowly() throws {
        try MainActor.assumeIsolated {
            let slow = try AppHarness(beers: Self.beers)
            for _ in 0..<40 { slow.press(.pageDown) }
            let burst = try AppHarness(beers: Self.beers)
            for _ in 0..<40 { burst.app.application.dispatch(.pageDown) }
            burst.settle()
            let index = try XCTUnwrap(burst.listView.selectedIndex)
            XCTAssertEqual(index, try slow.listView.selectedIndex)
            XCTAssertGreaterThan(index, 600)
            XCTAssertEqual(try burst.selectedBeerName, Self.beers[index].name)
            burst.press(.enter)
            XCTAssertTrue(burst.text.contains("\(index + 1) of 1,000"), burst.text)
            XCTAssertTrue(burst.text.contains(Self.beers[index].name), burst.text)
        }
    }

    /// The wheel scrolls without moving the selection; the rows it shows are loaded all the same.
    func testRowsScrolledIntoViewByTheWheelAreLoaded() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(beers: Self.beers)
            for _ in 0..<100 { app.app.application.dispatch(.mouse(MouseEvent(.wheelDown, at: Point(x: 5, y: 6)))) }
            app.settle()
            let list = try app.listView
            XCTAssertEqual(list.selectedIndex, 0, "the selection stays")
            XCTAssertGreaterThan(list.topIndex, 250)
            XCTAssertTrue(app.text.contains(String(Self.beers[list.topIndex].name.prefix(9))), app.text)
            XCTAssertFalse(app.text.contains("  …"), "no row left loading: \(app.text)")
        }
    }
}
