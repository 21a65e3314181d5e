import Foundation
import PTYTestSupport
import XCTest

/// Browsing the bundled catalogue with the real `taproom` in a pseudo-terminal (tmux):
/// the list, the filter, the detail and its paging, going back, and resizing.
final class BrowsingEndToEndTests: XCTestCase {
    private var sandbox: TaproomSandbox!

    override func setUpWithError() throws {
        sandbox = try TaproomSandbox()
    }

    override func tearDown() {
        sandbox = nil
    }

    func testStartsOnTheListOfTheBundledCatalogue() throws {
        let session = try sandbox.start()
        let rows = try session.screen().screenRows
        XCTAssertEqual(rows.count, 24)
        XCTAssertTrue(rows[0].hasPrefix("Taproom — 336 beers — not signed in"), rows[0])
        XCTAssertTrue(rows[0].hasSuffix("~/data/taproom/taproom.sqlite"), "the catalogue open: \(rows[0])")
        XCTAssertTrue(rows[1].hasPrefix("Filter type to filter: ipa"), rows[1])
        XCTAssertTrue(rows[2].hasPrefix("  Name") && rows[2].hasSuffix("ABV IBU  Rating"), rows[2])
        XCTAssertTrue(rows[3].hasPrefix("  3 Monts"), rows[3])
        XCTAssertTrue(rows[4].hasPrefix("  60 Minute IPA"), "numbers sort as numbers: \(rows[4])")
        XCTAssertEqual(rows[22], "1 of 336 beers · Sort: name")
        XCTAssertTrue(rows[23].hasPrefix("Enter Open") && rows[23].contains("F10 Quit"), rows[23])
    }

    func testTypingAFilterLeavesOnlyMatchingBeers() throws {
        let session = try sandbox.start()
        try session.type("minute ipa")
        let rows = try session.waitForText("Filter minute ipa", "2 beers · Sort: name").screenRows
        let listed = rows[3..<22].filter { !$0.isEmpty }
        XCTAssertEqual(listed.count, 2, rows.joined(separator: "\n"))
        XCTAssertTrue(listed[0].hasPrefix("  60 Minute IPA"), listed[0])
        XCTAssertTrue(listed[1].hasPrefix("  90 Minute IPA"), listed[1])
    }

    func testAQueryErrorShowsInTheStatusLineUntilTheQueryIsFixed() throws {
        let session = try sandbox.start()
        try session.type("abv>x")
        var rows = try session.waitForText("Filter abv>x", "needs a number").screenRows
        XCTAssertTrue(rows[22].contains("\"abv>x\" needs a number"), rows[22])
        try session.press("BSpace")
        try session.type("10")
        rows = try session.waitForText("Filter abv>10", "beers · Sort: name").screenRows
        XCTAssertFalse(rows.joined().contains("needs a number"))
        XCTAssertTrue(rows[3...].prefix(while: { !$0.isEmpty }).allSatisfy { $0.contains("%") }, rows.joined(separator: "\n"))
    }

    func testEnterOpensTheSelectedBeerAndThePagesTurnBothWays() throws {
        let session = try sandbox.start()
        try session.press("Enter")
        let detail = try session.waitForText("1 of 336", "3 Monts", "Brasserie de Saint-Sylvestre — Saint-Sylvestre-Cappel, France")
        XCTAssertTrue(detail.contains("Bière de Garde") && detail.contains("8.5%"), detail)
        try session.press("Right")
        try session.waitForText("2 of 336", "60 Minute IPA", "Dogfish Head")
        try session.press("n")
        try session.waitForText("3 of 336", "90 Minute IPA", "Dogfish Head")
        try session.press("Left")
        try session.waitForText("2 of 336", "60 Minute IPA")
        try session.press("p")
        try session.waitForText("1 of 336", "3 Monts")
    }

    /// In 256 colours a disabled button is drawn in the theme's grey (palette 244).
    func testPreviousIsDisabledOnTheFirstBeerAndNextOnTheLast() throws {
        let session = try sandbox.start()
        try openTheFirstOfTwo(in: session)
        var screen = try session.waitForScreen("Previous drawn disabled", escapes: true) {
            CapturedStyle.of("[ ◀ Previous ]", in: $0)?.foreground == "38;5;244"
        }
        XCTAssertNotEqual(CapturedStyle.of("[ Next ▶ ]", in: screen)?.foreground, "38;5;244", screen)
        // A disabled Previous does nothing: Left then n lands on the second beer.
        try session.press("Left")
        try session.press("n")
        try session.waitForText("2 of 2", "90 Minute IPA")
        screen = try session.waitForScreen("Next drawn disabled", escapes: true) {
            CapturedStyle.of("[ Next ▶ ]", in: $0)?.foreground == "38;5;244"
        }
        XCTAssertNotEqual(CapturedStyle.of("[ ◀ Previous ]", in: screen)?.foreground, "38;5;244", screen)
        try session.press("Right")
        try session.press("p")
        try session.waitForText("1 of 2", "60 Minute IPA")
    }

    /// Without colours a disabled button is drawn dim.
    func testDisabledButtonsAreDimWithoutColour() throws {
        let session = try sandbox.start(arguments: ["--no-color"])
        try openTheFirstOfTwo(in: session)
        var screen = try session.waitForScreen("Previous drawn dim", escapes: true) {
            CapturedStyle.of("[ ◀ Previous ]", in: $0)?.dim == true
        }
        XCTAssertEqual(CapturedStyle.of("[ Next ▶ ]", in: screen)?.dim, false, screen)
        try session.press("n")
        screen = try session.waitForScreen("Next drawn dim", escapes: true) {
            $0.contains("2 of 2") && CapturedStyle.of("[ Next ▶ ]", in: $0)?.dim == true
        }
        XCTAssertEqual(CapturedStyle.of("[ ◀ Previous ]", in: screen)?.dim, false, screen)
    }

    func testBackKeepsTheSelectionOnTheBeerLastShown() throws {
        let session = try sandbox.start()
        try openTheFirstOfTwo(in: session)
        try session.press("Right")
        try session.waitForText("2 of 2", "90 Minute IPA")
        try session.press("Escape")
        let screen = try session.waitForScreen("the list with 90 Minute IPA selected", escapes: true) {
            $0.contains("2 beers · Sort: name") && CapturedStyle.of("90 Minute IPA", in: $0)?.background == "48;5;214"
        }
        XCTAssertNil(CapturedStyle.of("60 Minute IPA", in: screen)?.background, screen)
        try session.press("Enter")
        try session.waitForText("2 of 2", "90 Minute IPA")
    }

    func testBackspaceAndQAlsoGoBack() throws {
        let session = try sandbox.start()
        for key in ["BSpace", "q"] {
            try session.press("Enter")
            try session.waitForText("1 of 336", "◀ Previous")
            try session.press(key)
            let screen = try session.waitForText("336 beers · Sort: name", "F10 Quit")
            XCTAssertFalse(screen.contains("◀ Previous"), "\(key) did not go back:\n\(screen)")
            XCTAssertTrue(screen.contains("Filter type to filter"), "\(key) reached the filter:\n\(screen)")
        }
    }

    func testAResizeRedrawsWithTheLayoutOfTheNewSize() throws {
        let session = try sandbox.start()
        // The header ends with "Rating", the title of the last column (as wide as its title while
        // nobody has rated a beer), before a gap and the scroll bar: 80 - 2.
        XCTAssertEqual(try session.screen().screenRows[2].count, 78, "the header spans the width")
        try session.resize(width: 100, height: 30)
        var rows = try session.waitForScreen("the list at 100×30") { screen in
            let rows = screen.screenRows
            return rows.count == 30 && rows[2].count == 98 && rows[28] == "1 of 336 beers · Sort: name"
        }.screenRows
        XCTAssertTrue(rows[29].hasPrefix("Enter Open"), rows[29])
        XCTAssertTrue(rows[3].contains("Brasserie de Saint-"), "wider columns show more: \(rows[3])")
        try session.resize(width: 40, height: 12)
        rows = try session.waitForScreen("the list at 40×12") { screen in
            let rows = screen.screenRows
            return rows.count == 12 && rows[10].hasPrefix("1 of 336 beers") && rows[11].hasPrefix("Enter Open")
        }.screenRows
        XCTAssertTrue(rows.allSatisfy { $0.count <= 40 }, rows.joined(separator: "\n"))
        XCTAssertFalse(rows[2].contains("Style"), "the style column gives way first: \(rows[2])")
        XCTAssertTrue(rows[3].hasPrefix("  3 Monts"), rows[3])
    }

    /// Drawn a few columns wide, the filter scrolls to its cursor; wide again, it shows its text
    /// from the start.
    func testAfterAResizeTheFilterShowsItsText() throws {
        let session = try sandbox.start()
        try session.type("stone")
        try session.waitForText("Filter stone", "1 of 3 beers")
        try session.resize(width: 9, height: 6)
        try session.waitForScreen("the list at 9×6") { $0.screenRows.count == 6 && $0.screenRows[1].hasPrefix("Filter") }
        try session.resize(width: 80, height: 24)
        try session.waitForText("Filter stone", "1 of 3 beers · Sort: name")
    }

    /// At 40×12 the detail's page scrolls: ▼ says there is more, PgDn reads on to the beers
    /// like this one, PgUp comes back.
    func testTheDetailScrollsAtASmallSize() throws {
        let session = try sandbox.start()
        try session.resize(width: 40, height: 12)
        try session.waitForScreen("the list at 40×12") { $0.screenRows.count == 12 }
        try session.press("Enter")
        try session.waitForText("3 Monts", "◀ Previous", "▼")
        // The related beers load after the page opens and lengthen it: a person pages on until
        // they show.
        try session.press("PageDown", "PageDown")
        // Each beer like it is a row with a bullet and why ("• Tripel Karmeliet — …: same style").
        for _ in 0..<4 where !(try session.screen().contains("• ")) {
            try session.press("PageDown")
            _ = try? session.waitForText("• ", timeout: 2)
        }
        try session.waitForText("• ", "▲")
        try session.press("PageUp", "PageUp")
        for _ in 0..<4 where !(try session.screen().contains("3 Monts")) {
            try session.press("PageUp")
            _ = try? session.waitForText("3 Monts", timeout: 2)
        }
        try session.waitForText("3 Monts", "▼")
    }

    /// Filters to the two "Minute IPA" beers and opens the first.
    private func openTheFirstOfTwo(in session: TmuxSession) throws {
        try session.type("minute ipa")
        try session.waitForText("2 beers · Sort: name")
        try session.press("Enter")
        try session.waitForText("1 of 2", "60 Minute IPA", "◀ Previous")
    }
}
