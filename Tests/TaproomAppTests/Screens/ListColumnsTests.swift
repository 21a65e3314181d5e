import Catalogue
@testable import TaproomApp
import TerminalUI
import XCTest

/// The list's columns share the width sensibly: a column nobody uses shrinks to its title, the
/// name keeps the most room, rows stay readable at 40 columns, and no title runs into the next.
final class ListColumnsTests: XCTestCase {
    /// Four beers of one brewery whose names differ only after their first word.
    private static let chimay: [NewBeer] = ["Chimay Grande Réserve", "Chimay Première", "Chimay Cinq Cents", "Chimay Dorée"]
        .map { NewBeer(name: $0, brewery: NewBrewery(name: "Bières de Chimay", country: "BE"), style: "Trappist Ale", abv: 9, ibu: 35) }

    /// At 80×24 nobody has rated anything: the Rating column is just its title, and the names
    /// (the widest is 27 columns) are not cut.
    func testAnEmptyRatingColumnLeavesItsRoomToTheNames() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(width: 80, height: 24)
            let header = try XCTUnwrap(app.row(containing: "Name"))
            XCTAssertTrue(header.hasSuffix(" Rating"), "the empty column is as wide as its title: \(header)")
            XCTAssertNotNil(app.row(containing: "常陸野ネスト ホワイトエール"), app.text)
            XCTAssertNotNil(app.row(containing: "Pliny the Elder "), app.text)
            let brewery = try XCTUnwrap(header.range(of: "Brewery"))
            XCTAssertGreaterThanOrEqual(String(header[..<brewery.lowerBound]).displayWidth, 2 + 27 + 2,
                                        "the name column holds the widest name: \(header)")
        }
    }

    /// At 40×12 four beers of one brewery can still be told apart.
    func testNarrowRowsStayReadable() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(width: 40, height: 12, beers: Fixtures.beers + Self.chimay)
            app.type("chimay")
            XCTAssertEqual(app.beerNames().count, 4)
            let rows = (0..<app.terminal.size.height).map { app.render().rowText($0) }.filter { $0.contains("Chimay") }
            XCTAssertEqual(rows.count, 4, app.text)
            XCTAssertEqual(Set(rows.map { String($0.prefix(20)) }).count, 4, "the names tell the beers apart:\n\(app.text)")
            for name in ["Chimay Première", "Chimay Cinq Cents", "Chimay Dorée"] {
                XCTAssertNotNil(app.row(containing: name), "\(name) in full:\n\(app.text)")
            }
        }
    }

    /// The columns do not move as the person scrolls into pages loaded later: the text columns
    /// take what the first page needs.
    func testColumnsStayPutAsLaterPagesLoad() throws {
        try MainActor.assumeIsolated {
            let beers = (1...150).map { index in
                NewBeer(name: index == 150 ? "Beer 150, whose name is longer than any on the first page"
                                           : "Beer \(String(format: "%03d", index))",
                        brewery: NewBrewery(name: "Brewery \(index % 7)"), style: "Pale Ale", abv: 5, ibu: 30)
            }
            let app = try AppHarness(width: 80, height: 24, beers: beers)
            let header = try XCTUnwrap(app.row(containing: "Brewery"))
            app.press(.ctrlEnd)
            XCTAssertEqual(try app.selectedBeerName, beers[149].name)
            XCTAssertEqual(app.row(containing: "Brewery"), header, "the header did not move")
            app.press(.ctrlHome)
            XCTAssertEqual(app.row(containing: "Brewery"), header)
        }
    }

    /// Sorted by IBU (F3 twice), the header reads `ABV  IBU ↓` with a space between, at every width.
    func testTheSortedTitleNeverRunsIntoItsNeighbour() throws {
        try MainActor.assumeIsolated {
            for width in [40, 50, 60, 61, 62, 80, 100, 120, 200] {
                let app = try AppHarness(width: width, height: 12)
                app.press(.function(3), .function(3))
                XCTAssertTrue(app.statusLine.contains("Sort: IBU ↓"), app.statusLine)
                let header = try XCTUnwrap(app.row(containing: "IBU ↓"), "at \(width):\n\(app.text)")
                XCTAssertFalse(header.contains("ABVIBU"), "at \(width): \(header)")
                XCTAssertTrue(header.contains("ABV IBU ↓") || header.contains("ABV  IBU ↓"), "at \(width): \(header)")
            }
        }
    }

    /// Sorted by ABV the arrow goes with its title too.
    func testEverySortedTitleStandsApart() throws {
        try MainActor.assumeIsolated {
            for width in [40, 60, 80, 200] {
                let app = try AppHarness(width: width, height: 12)
                app.press(.function(3))
                let header = try XCTUnwrap(app.row(containing: "ABV ↓"), "at \(width):\n\(app.text)")
                XCTAssertTrue(header.contains("ABV ↓ "), "at \(width): \(header)")
            }
        }
    }
}
