@testable import TaproomApp
import TerminalUI
import XCTest

/// A resize never leaves the filter looking empty: drawn narrow, the field scrolls to keep its
/// cursor in view; wider again, it shows its text from the start.
final class FilterResizeJourneyTests: XCTestCase {
    func testAfterAResizeTheFilterShowsItsTextFromTheStart() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.type("stone")
            XCTAssertNotNil(app.row(containing: "Filter stone"), app.text)
            app.resize(width: 9, height: 6)
            _ = app.render()  // drawn narrow, the field scrolls to keep its cursor in view
            app.resize(width: 80, height: 24)
            XCTAssertNotNil(app.row(containing: "Filter stone"), app.text)
            app.press(.home)
            app.resize(width: 10, height: 6)
            _ = app.render()
            app.resize(width: 60, height: 20)
            XCTAssertNotNil(app.row(containing: "Filter stone"), app.text)
        }
    }
}
