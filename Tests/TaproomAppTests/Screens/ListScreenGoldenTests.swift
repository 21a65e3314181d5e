@testable import TaproomApp
import TerminalUI
import XCTest

/// The list screen at 80×24 and 40×12, compared with golden files.
final class ListScreenGoldenTests: XCTestCase {
    func testTheCatalogueAtStart() throws {
        try MainActor.assumeIsolated {
            for size in AppHarness.goldenSizes {
                let app = try AppHarness(width: size.width, height: size.height)
                assertGolden(app.render(), "list-\(size.width)x\(size.height)")
            }
        }
    }

    func testATypedFilterLeavesTheMatchesHighlighted() throws {
        try MainActor.assumeIsolated {
            for size in AppHarness.goldenSizes {
                let app = try AppHarness(width: size.width, height: size.height)
                app.type("ipa")
                XCTAssertEqual(app.beerNames(), ["Pliny the Elder", "Punk IPA", "Stone IPA"])
                assertGolden(app.render(), "list-filtered-\(size.width)x\(size.height)")
            }
        }
    }

    func testAQueryErrorShowsInTheStatusLine() throws {
        try MainActor.assumeIsolated {
            for size in AppHarness.goldenSizes {
                let app = try AppHarness(width: size.width, height: size.height)
                app.type("abv>>")
                XCTAssertTrue(app.statusLine.contains("abv>>"), "the error names the term: \(app.statusLine)")
                XCTAssertFalse(app.statusLine.contains("beers"), "the error replaces the count")
                assertGolden(app.render(), "list-error-\(size.width)x\(size.height)")
            }
        }
    }
}
