@testable import TaproomApp
import TerminalUI
import XCTest

/// The list's status line says where the selection is (`n of m`), and a message about an
/// earlier key goes with the next one.
final class ListStatusJourneyTests: XCTestCase {
    func testTheStatusLineSaysWhereTheSelectionIs() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            XCTAssertEqual(app.statusLine, "1 of 9 beers · Sort: name")
            app.moveDown(2)
            XCTAssertEqual(app.statusLine, "3 of 9 beers · Sort: name")
            app.press(.ctrlEnd)
            XCTAssertEqual(app.statusLine, "9 of 9 beers · Sort: name")
            app.type("zzz")
            XCTAssertEqual(app.statusLine, "0 beers · Sort: name")
        }
    }

    func testAStaleMessageGoesWithTheNextKey() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.function(4))
            XCTAssertEqual(app.statusLine, "Sign in to see your favourites")
            app.press(.down)
            XCTAssertEqual(app.statusLine, "2 of 9 beers · Sort: name")
            app.press(.function(4), .function(1))
            app.press(.escape)
            XCTAssertFalse(app.statusLine.contains("Sign in"), "the help's keys count too: \(app.statusLine)")
        }
    }

    /// A query's own error is no stale message: it stays while the filter says it.
    func testAQueryErrorStaysThroughOtherKeys() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.type("abv>>")
            let error = app.statusLine
            XCTAssertTrue(error.contains("abv>>"), error)
            app.press(.down, .function(4))
            XCTAssertEqual(app.statusLine, "Sign in to see your favourites")
            app.press(.down)
            XCTAssertEqual(app.statusLine, error)
        }
    }
}
