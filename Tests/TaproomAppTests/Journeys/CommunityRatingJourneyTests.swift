import Catalogue
@testable import TaproomApp
import TerminalUI
import XCTest

/// Everyone's rating on the headless app: the list's community column and the detail's
/// "Ratings" line show another person's rating, and both move as soon as the signed-in user
/// rates; the best-rated order is one F3 cycle away, and `rating>` filters.
final class CommunityRatingJourneyTests: XCTestCase {
    private static let users = [("alice", "correct horse"), ("bob", "battery staple")]

    /// The app with bob's 4 stars on Orval and 2 on Punk IPA, nobody signed in.
    @MainActor
    private static func app(width: Int = 80, height: Int = 24) throws -> AppHarness {
        try AppHarness(width: width, height: height, users: users,
                       ratings: [(user: "bob", query: "orval", stars: 4), (user: "bob", query: "punk", stars: 2)])
    }

    func testRatingABeerMovesTheAverageInTheDetailAndTheList() throws {
        try MainActor.assumeIsolated {
            let app = try Self.app()
            XCTAssertEqual(app.row(containing: "Orval")?.hasSuffix("★ 4.0 (1)"), true, app.text)
            XCTAssertEqual(app.row(containing: "Stone IPA")?.contains("★"), false, "nobody rated it: blank")
            app.signInWithKeys("alice", "correct horse")
            app.type("orval")
            app.press(.enter)
            XCTAssertNotNil(app.detail)
            XCTAssertNotNil(app.row(containing: "Ratings ★ 4.0 from 1 person"), app.text)
            app.press(.character("1"))
            XCTAssertNotNil(app.row(containing: "Ratings ★ 2.5 from 2 people"), app.text)
            app.press(.escape)
            XCTAssertNil(app.detail)
            XCTAssertEqual(app.row(containing: "Orval")?.hasSuffix("★ 2.5 (2)"), true, app.text)
        }
    }

    func testTheBestRatedOrderAndTheRatingFilter() throws {
        try MainActor.assumeIsolated {
            let app = try Self.app()
            for _ in 0..<4 { app.press(.function(3)) }
            XCTAssertTrue(app.statusLine.contains("Sort: rating ↓"), app.statusLine)
            XCTAssertEqual(Array(app.beerNames().prefix(2)), ["Orval", "Punk IPA"])
            XCTAssertNotNil(app.row(containing: "Rating ↓"), "the column title shows the order")
            app.type("rating>3")
            XCTAssertEqual(app.beerNames(), ["Orval"])
            app.press(.escape)
            app.type("rating>>3")
            XCTAssertTrue(app.statusLine.contains("rating>>3"), "the error names the term: \(app.statusLine)")
        }
    }

    func testGoldenScreensWithRatings() throws {
        try MainActor.assumeIsolated {
            for size in AppHarness.goldenSizes {
                let app = try Self.app(width: size.width, height: size.height)
                assertGolden(app.render(), "list-rated-\(size.width)x\(size.height)")
                app.type("orval")
                app.press(.enter)
                assertGolden(app.render(), "detail-rated-\(size.width)x\(size.height)")
            }
        }
    }
}
