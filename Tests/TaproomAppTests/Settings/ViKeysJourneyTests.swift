@testable import TaproomApp
import TerminalUI
import XCTest

/// `vi-keys = true`: j/k g/G move on the list while the list has the focus (it opens with it),
/// `/` goes to the filter and Esc leaves it, `?` is the help, q goes back (and quits from the list).
final class ViKeysJourneyTests: XCTestCase {
    @MainActor
    private static func vi() -> Settings {
        var settings = Settings()
        settings.viKeys = true
        return settings
    }

    func testJKgGMoveTheListWhichOpensWithTheFocus() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(settings: Self.vi())
            XCTAssertTrue(try app.listView.isFocused)
            app.press(.character("j"), .character("j"), .character("j"), .character("k"))
            XCTAssertEqual(try app.listView.selectedIndex, 2)
            app.press(.character("G"))
            XCTAssertEqual(try app.listView.selectedIndex, 8)
            app.press(.character("g"))
            XCTAssertEqual(try app.listView.selectedIndex, 0)
            XCTAssertTrue(app.app.router.helpRows.contains { $0.key.contains("j") && $0.action == "Move the selection" })
        }
    }

    func testSlashFiltersWhereLettersTypeAndEscLeavesTheFilterThenClearsIt() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(settings: Self.vi())
            let filter = try app.list.screen.firstDescendant(TextField.self)
            app.press(.character("/"))
            XCTAssertTrue(filter.isFocused)
            app.type("kjq")
            XCTAssertEqual(filter.text, "kjq", "in the filter, vi keys are text")
            XCTAssertTrue(app.render().rowText(23).hasPrefix("Enter Open  Esc List"), app.render().rowText(23))
            app.press(.escape)
            XCTAssertTrue(try app.listView.isFocused)
            XCTAssertEqual(filter.text, "kjq", "leaving the filter keeps it")
            app.press(.escape)
            XCTAssertEqual(filter.text, "", "Esc on the list clears it")
            XCTAssertEqual(app.quitCodes, [])
        }
    }

    func testAnyOtherLetterOnTheListGoesToTheFilter() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(settings: Self.vi())
            app.type("orv")
            XCTAssertEqual(try app.list.screen.firstDescendant(TextField.self).text, "orv")
            XCTAssertEqual(app.beerNames(), ["Orval"])
        }
    }

    func testQuestionMarkIsTheHelpAndQGoesBackThenQuits() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(settings: Self.vi())
            app.press(.character("?"))
            XCTAssertTrue(app.list.screen.topOverlay is HelpOverlay)
            app.press(.escape)
            app.press(.enter)
            XCTAssertNotNil(app.detail)
            app.press(.character("j"))
            XCTAssertNotNil(app.detail, "j scrolls the detail, it does not leave it")
            app.press(.character("q"))
            XCTAssertNil(app.detail)
            XCTAssertEqual(app.quitCodes, [])
            app.press(.character("q"))
            XCTAssertEqual(app.quitCodes, [0])
        }
    }

    func testWithoutViKeysTheListStartsInTheFilterAndJTypes() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            let filter = try app.list.screen.firstDescendant(TextField.self)
            XCTAssertTrue(filter.isFocused)
            app.press(.tab, .character("j"))
            XCTAssertEqual(filter.text, "j")
            app.press(.character("q"))
            XCTAssertEqual(app.quitCodes, [])
        }
    }
}
