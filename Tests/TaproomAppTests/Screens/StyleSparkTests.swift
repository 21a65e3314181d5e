import Catalogue
@testable import TaproomApp
import TerminalUI
import XCTest

/// The detail's ABV and IBU rows show where the beer sits in its style: a bar per bin from the
/// first with beers to the last, the beer's own in the accent, and what the bars span.
final class StyleSparkTests: XCTestCase {
    private static let saisons = [
        NewBeer(name: "Saison Dupont", brewery: NewBrewery(name: "Dupont", country: "BE"), style: "Saison", abv: 6.5, ibu: 30),
        NewBeer(name: "Saison Light", brewery: NewBrewery(name: "Light Works", country: "BE"), style: "Saison", abv: 4.2, ibu: 20),
        NewBeer(name: "Saison Strong", brewery: NewBrewery(name: "Strong Works", country: "BE"), style: "Saison", abv: 8.1, ibu: 35),
        NewBeer(name: "Saison Two", brewery: NewBrewery(name: "Two Works", country: "BE"), style: "Saison", abv: 6.9, ibu: 31),
        NewBeer(name: "Lonely Stout", brewery: NewBrewery(name: "Lone", country: "IE"), style: "Stout", abv: 5, ibu: 40),
    ]

    func testTheABVAndIBURowsShowTheBeerInItsStyle() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(width: 100, height: 30, beers: Self.saisons, colorSupport: .twoFiftySix)
            app.type("saison dupont")
            app.press(.enter)
            let abv = try XCTUnwrap(app.row(containing: "ABV"), app.text)
            XCTAssertTrue(abv.contains("6.5%    ▄ █ ▄ 4–9% in Saison"), abv)
            let ibu = try XCTUnwrap(app.row(containing: "IBU"), app.text)
            XCTAssertTrue(ibu.contains("30      ▃█ 20–40 in Saison"), ibu)
            // Without colours, the beer's own bar is bold and the others dim.
            var settings = Settings()
            settings.theme = .monochrome
            let plain = try AppHarness(width: 100, height: 30, beers: Self.saisons, settings: settings)
            plain.type("saison dupont")
            plain.press(.enter)
            let annotated = plain.render().annotatedText().split(separator: "\n").first { $0.contains("6.5%") } ?? ""
            XCTAssertTrue(annotated.contains("{dim|▄ }{bold|█}{dim| ▄} {dim|4–9% in Saison}"), String(annotated))
        }
    }

    func testAStyleOfOneBeerDrawsNothing() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(width: 100, height: 30, beers: Self.saisons)
            app.type("lonely")
            app.press(.enter)
            let abv = try XCTUnwrap(app.row(containing: "ABV"), app.text)
            XCTAssertFalse(abv.contains(" in Stout"), abv)
        }
    }
}
