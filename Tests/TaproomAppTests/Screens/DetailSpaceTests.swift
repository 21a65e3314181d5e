@testable import TaproomApp
import Catalogue
import TerminalUI
import XCTest

/// At 100×30 the detail screen uses its rows: the colour as a glass beside the facts, and the
/// brewery's other beers (else the style's) right below the description, without gaps.
final class DetailSpaceTests: XCTestCase {
    private static let sierraNevada = NewBrewery(name: "Sierra Nevada", city: "Chico", country: "US")
    private static let beers = [
        NewBeer(name: "Bigfoot", brewery: sierraNevada, style: "Barleywine", abv: 9.6, ibu: 90, colour: Colour(srm: 16),
                description: "Rich caramel malt meets aggressive hopping."),
        NewBeer(name: "Celebration", brewery: sierraNevada, style: "American IPA", abv: 6.8, ibu: 65),
        NewBeer(name: "Kellerweis", brewery: sierraNevada, style: "Hefeweizen", abv: 4.8, ibu: 15),
        NewBeer(name: "Torpedo", brewery: sierraNevada, style: "American IPA", abv: 7.2, ibu: 65),
    ]

    /// The most blank rows one after another between the title and the last of the brewery's
    /// other beers (below them the page ends: the rest of the screen is the ratings and buttons').
    @MainActor
    private static func longestBlankRun(_ app: AppHarness, above lastLine: String) -> Int {
        let buffer = app.render()
        let rows = (0..<buffer.height).map { buffer.rowText($0) }
        let end = rows.firstIndex { $0.contains(lastLine) } ?? rows.count
        var longest = 0, run = 0
        for row in rows[1..<end] {
            run = row.trimmingCharacters(in: .whitespaces).isEmpty ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    func testTheDetailAt100x30ShowsTheGlassAndTheBeersLikeIt() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(width: 100, height: 30, beers: Self.beers, colorSupport: .twoFiftySix)
            app.press(.enter)
            XCTAssertTrue(app.text.contains("Bigfoot"), app.text)
            XCTAssertTrue(app.text.contains("More like this"), app.text)
            XCTAssertTrue(app.text.contains("• Torpedo — American IPA, 7.2%: same brewery"), app.text)
            XCTAssertTrue(app.row(containing: "ABV")?.hasSuffix("██████████") ?? false, "the glass: \(app.text)")
            XCTAssertLessThanOrEqual(Self.longestBlankRun(app, above: "Torpedo"), 1, app.text)
            XCTAssertFalse(app.text.contains("▼"), "all of it fits: \(app.text)")
        }
    }
}
