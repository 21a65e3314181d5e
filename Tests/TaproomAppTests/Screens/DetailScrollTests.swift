@testable import TaproomApp
import Catalogue
import Foundation
import TerminalUI
import XCTest

/// The detail screen scrolls: a long description is read to its end with PgDn, ↓ or the wheel,
/// a mark says when there is more, the text keeps a readable width on a wide terminal, the
/// brewery's other beers open with Enter, and "and N more" says how many are left out.
final class DetailScrollTests: XCTestCase {
    private static let brewery = NewBrewery(name: "Open Beer Brewery", city: "Leuven", country: "BE")
    /// About 3,500 characters, as the longest Open Beer DB descriptions, ending with a mark.
    private static let longDescription = (1...40).map { "Sentence \($0) of a long story about malt, hops and water." }
        .joined(separator: " ") + " The last words."

    private static let beers: [NewBeer] = [
        NewBeer(name: "Aardmonnik", brewery: brewery, style: "Flanders Red", abv: 8, ibu: 20, colour: Colour(srm: 20),
                description: longDescription),
    ] + (1...149).map { index in
        NewBeer(name: "Other \(String(format: "%03d", index))", brewery: brewery, style: "Pale Ale", abv: 5, ibu: 30)
    }

    @MainActor
    private static func open(width: Int = 80, height: Int = 24) throws -> AppHarness {
        let app = try AppHarness(width: width, height: height, beers: beers)
        app.press(.enter)
        XCTAssertTrue(app.text.contains("Aardmonnik"), app.text)
        return app
    }

    func testALongDescriptionIsReadToItsEndWithPageDown() throws {
        try MainActor.assumeIsolated {
            for size in [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 120, height: 40)] {
                let app = try Self.open(width: size.width, height: size.height)
                if size.height >= 24 { XCTAssertTrue(app.text.contains("Sentence 1 of a long"), app.text) }
                XCTAssertFalse(app.text.contains("The last words."), "at \(size): \(app.text)")
                XCTAssertTrue(app.text.contains("▼"), "a mark says there is more, at \(size): \(app.text)")
                for _ in 0..<60 where !app.text.contains("The last words.") { app.press(.pageDown) }
                XCTAssertTrue(app.text.contains("The last words."), "read to the end at \(size): \(app.text)")
                XCTAssertTrue(app.text.contains("▲"), "a mark says there is more above, at \(size)")
                XCTAssertNotNil(app.detail, "PgDn stays on the detail")
                app.press(.pageUp)
                for _ in 0..<60 where !app.text.contains("Sentence 1 of a long") { app.press(.pageUp) }
                XCTAssertTrue(app.text.contains("Sentence 1 of a long"), "back to the top at \(size)")
            }
        }
    }

    func testDownAndTheWheelScrollToo() throws {
        try MainActor.assumeIsolated {
            let app = try Self.open()
            let before = app.text
            app.press(.down)
            XCTAssertNotEqual(app.text, before, "↓ scrolls a line")
            app.press(.up)
            XCTAssertEqual(app.text, before, "↑ scrolls back")
            app.press(.mouse(MouseEvent(.wheelDown, at: Point(x: 10, y: 10))))
            XCTAssertNotEqual(app.text, before, "the wheel scrolls")
            app.press(.mouse(MouseEvent(.wheelUp, at: Point(x: 10, y: 10))))
            XCTAssertEqual(app.text, before)
        }
    }

    /// At 200 columns the description wraps at a readable width, not across the terminal.
    func testTheTextKeepsAReadableWidthOnAWideTerminal() throws {
        try MainActor.assumeIsolated {
            let app = try Self.open(width: 200, height: 50)
            let buffer = app.render()
            let lines = (0..<buffer.height).map { buffer.rowText($0) }.filter { $0.contains("Sentence") }
            XCTAssertFalse(lines.isEmpty, app.text)
            for line in lines {
                // The text, without the page's scroll mark beside it.
                let text = line.trimmingCharacters(in: CharacterSet(charactersIn: " │█▲▼"))
                XCTAssertLessThanOrEqual(text.displayWidth, 80, line)
            }
        }
    }

    /// 149 other beers of the brewery: the twelve most like it are listed, each with why.
    func testTheTwelveBeersMostLikeItAreListed() throws {
        try MainActor.assumeIsolated {
            let app = try Self.open(width: 100, height: 60)
            XCTAssertTrue(app.text.contains("More like this"), app.text)
            let listed = app.text.split(separator: "\n").filter { $0.contains("• ") && $0.contains("same brewery") }
            XCTAssertEqual(listed.count, 12, app.text)
        }
    }

    /// Tab reaches the listed beers; Enter opens the one selected, Esc comes back.
    func testTheBrewerysOtherBeersOpenWithEnter() throws {
        try MainActor.assumeIsolated {
            let app = try Self.open()
            var presses = 0
            while !(app.detail?.screen.focusedView is ListView), presses < 6 {
                app.press(.tab)
                presses += 1
            }
            XCTAssertTrue(app.detail?.screen.focusedView is ListView, "Tab reaches the beers listed")
            XCTAssertTrue(app.text.contains("Other 001"), "the selected one is in view: \(app.text)")
            app.press(.down)
            app.press(.enter)
            XCTAssertTrue(app.render().rowText(2).contains("Other 002"), "its own detail: \(app.text)")
            XCTAssertFalse(app.text.contains("Sentence 1"), app.text)
            app.press(.escape)
            XCTAssertTrue(app.text.contains("1 of 150"), "back to the beer it was opened from: \(app.text)")
            XCTAssertTrue(app.text.contains("Other 002"), "where it was: \(app.text)")
            app.press(.escape)
            XCTAssertNil(app.detail, "then the list")
        }
    }

    /// Scrolled away from the beers listed, the focus leaves them for the buttons: Enter never
    /// opens a beer out of sight.
    func testScrollingTheListedBeersOutOfSightGivesTheFocusBack() throws {
        try MainActor.assumeIsolated {
            let app = try Self.open()
            app.press(.tab)
            XCTAssertTrue(app.detail?.screen.focusedView is ListView)
            for _ in 0..<10 { app.press(.pageUp) }
            XCTAssertTrue(app.text.contains("Aardmonnik"), app.text)
            XCTAssertTrue(app.detail?.screen.focusedView is Button, "back on the buttons")
            app.press(.enter)
            XCTAssertTrue(app.text.contains("2 of 150"), "Enter pressed Next: \(app.text)")
        }
    }

    /// Alone in its list (both buttons disabled), a beer opens at the top of its page: the screen
    /// does not focus the beers listed below the text by itself (which would scroll to them).
    func testTheOnlyBeerOfAFilterOpensAtTheTopOfItsPage() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(width: 80, height: 24, beers: Self.beers)
            app.type("aardmonnik")
            app.press(.enter)
            XCTAssertTrue(app.text.contains("1 of 1"), app.text)
            XCTAssertTrue(app.render().rowText(2).contains("Aardmonnik"), app.text)
            XCTAssertNil(app.detail?.screen.focusedView, "nothing chosen")
            app.press(.function(1), .escape)  // the screen picks the focus again as the help closes
            XCTAssertNil(app.detail?.screen.focusedView, "still nothing chosen")
            XCTAssertTrue(app.render().rowText(2).contains("Aardmonnik"), "still at the top: \(app.text)")
            app.press(.tab)
            XCTAssertTrue(app.detail?.screen.focusedView is ListView, "Tab chooses the beers listed")
            XCTAssertTrue(app.text.contains("Other 001"), app.text)
        }
    }
}
