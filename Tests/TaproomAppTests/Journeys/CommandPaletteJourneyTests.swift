@testable import TaproomApp
import TerminalUI
import XCTest

/// Ctrl-P opens the command palette over the list and the detail: typing finds any action that
/// works there (as the help lists it) or a beer by name; Enter runs or opens it, Esc closes it
/// and leaves the screen as it was.
final class CommandPaletteJourneyTests: XCTestCase {
    @MainActor
    private static func palette(_ app: AppHarness) -> CommandPalette? {
        app.app.router.top?.screen.topOverlay as? CommandPalette
    }

    /// The help's rows but typing and the wheel (families of keys, not actions).
    @MainActor
    private static func actionsTheHelpLists(_ app: AppHarness) -> [String] {
        app.app.router.helpRows.filter { $0.key != "type" && $0.key != "Wheel" }.map(\.action)
    }

    func testTypingSortAndEnterCyclesTheSort() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(width: 100, height: 30)
            XCTAssertTrue(app.statusLine.hasSuffix("Sort: name"), app.statusLine)
            app.press(.ctrl("p"))
            XCTAssertNotNil(Self.palette(app), "^P opens the palette")
            XCTAssertEqual(try app.listView.selectedIndex, 0, "^P no longer moves the selection")
            app.type("sort")
            XCTAssertEqual(Self.palette(app)?.rows.first?.text, "Cycle the sort: name, ABV, IBU, brewery, rating")
            XCTAssertEqual(Self.palette(app)?.rows.first?.detail, "F3")
            XCTAssertTrue(app.text.contains("> sort"), app.text)
            app.press(.enter)
            XCTAssertNil(Self.palette(app), "the palette closes")
            XCTAssertTrue(app.statusLine.hasSuffix("Sort: ABV ↓"), app.statusLine)
            XCTAssertEqual(app.row(containing: "Filter")?.contains("Filter sort"), false, "nothing typed into the filter")
            app.type("orv")
            XCTAssertTrue(app.row(containing: "Filter")?.contains("Filter orv") ?? false, "the filter has the focus again")
        }
    }

    func testTypingABeersNameAndEnterOpensIt() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(width: 100, height: 30)
            app.press(.ctrl("p"))
            app.type("westmalle")
            XCTAssertEqual(Self.palette(app)?.rows.first?.text, "Westmalle Tripel")
            XCTAssertEqual(Self.palette(app)?.rows.first?.detail, "Brouwerij Westmalle")
            app.press(.enter)
            let detail = try XCTUnwrap(app.detail, "the beer's detail opens")
            XCTAssertFalse(detail.followsList)
            XCTAssertTrue(app.text.contains("Westmalle Tripel") && app.text.contains("Tripel"), app.text)
            app.press(.escape)
            XCTAssertNil(app.detail, "Esc goes back to the list")
            XCTAssertTrue(app.statusLine.hasPrefix("1 of 9 beers"), app.statusLine)
        }
    }

    func testEscClosesLeavingTheScreenAsItWas() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(width: 100, height: 30)
            app.type("ipa")
            app.press(.down)
            let before = app.render().annotatedText()
            app.press(.ctrl("p"))
            app.type("zzz")
            XCTAssertTrue(app.text.contains("Nothing matches"), app.text)
            app.press(.up, .down, .escape)
            XCTAssertNil(Self.palette(app))
            XCTAssertEqual(app.render().annotatedText(), before)
            XCTAssertEqual(try app.listView.selectedIndex, 1)
            app.press(.escape)
            XCTAssertTrue(app.statusLine.hasPrefix("1 of 9 beers"), "Esc reaches the list again: it clears the filter")
        }
    }

    func testItListsTheActionsTheHelpListsOnTheListAndTheDetail() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(width: 100, height: 30)
            let onList = Self.actionsTheHelpLists(app)
            app.press(.ctrl("p"))
            XCTAssertEqual(Self.palette(app)?.rows.map(\.text), onList)
            XCTAssertTrue(onList.contains("Cycle the sort: name, ABV, IBU, brewery, rating") && onList.contains("Quit"))
            app.press(.escape, .enter)
            let onDetail = Self.actionsTheHelpLists(app)
            app.press(.ctrl("p"))
            XCTAssertEqual(Self.palette(app)?.rows.map(\.text), onDetail)
            XCTAssertTrue(onDetail.contains("Previous / next beer"))
            XCTAssertFalse(onDetail.contains("Cycle the sort: name, ABV, IBU, brewery, rating"), "only the screen's own")
        }
    }

    func testOnTheDetailAnActionRunsWithItsFirstKey() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(width: 100, height: 30)
            app.press(.enter)
            XCTAssertTrue(app.text.contains("Guinness Draught"))
            app.press(.ctrl("p"))
            app.type("back")
            XCTAssertEqual(Self.palette(app)?.rows.first?.text, "Back to the list")
            app.press(.enter)
            XCTAssertNil(app.detail, "Esc, the binding's first key, went back")
        }
    }

    func testNotWhileWritingANote() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(width: 100, height: 30, users: [("alice", "correct horse")])
            app.signInWithKeys("alice", "correct horse")
            app.press(.enter, .character("e"))
            app.type("malty")
            app.press(.ctrl("p"))
            XCTAssertNil(app.detail?.screen.topOverlay, "only Enter, Esc and Tab act while writing")
            XCTAssertFalse(app.app.router.helpRows.contains { $0.key == "^P" })
            app.press(.escape, .ctrl("p"))
            XCTAssertNotNil(Self.palette(app), "back to reading, ^P works")
        }
    }

    func testNotOnTheSignInForm() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(width: 100, height: 30)
            app.press(.function(2), .ctrl("p"))
            XCTAssertNotNil(app.signIn)
            XCTAssertNil(app.signIn?.screen.topOverlay)
            XCTAssertFalse(app.app.router.helpRows.contains { $0.key == "^P" })
        }
    }
}
