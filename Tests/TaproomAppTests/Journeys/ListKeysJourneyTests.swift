@testable import TaproomApp
import TerminalUI
import XCTest

/// The list's own keys: Ctrl-F, F3, F4 and Esc.
final class ListKeysJourneyTests: XCTestCase {
    private static let users = [("alice", "correct horse")]

    @MainActor
    private static func filterField(_ app: AppHarness) throws -> TextField {
        try app.list.screen.firstDescendant(TextField.self)
    }

    func testCtrlFMarksTheSelectedBeerEvenWithTheFilterFocused() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users)
            app.signInWithKeys("alice", "correct horse")
            app.type("orv")
            let filter = try Self.filterField(app)
            XCTAssertTrue(filter.isFocused)
            filter.cursorIndex = 1
            app.press(.ctrl("f"))
            XCTAssertTrue(app.row(containing: "Orval")?.hasPrefix("★       Orval") ?? false, app.text)
            XCTAssertEqual(filter.text, "orv", "Ctrl-F did not edit the filter")
            XCTAssertEqual(filter.cursorIndex, 1, "nor move its cursor")
            app.press(.ctrl("f"))
            XCTAssertFalse(app.row(containing: "Orval")?.hasPrefix("★") ?? true, "a second Ctrl-F unmarks it")
        }
    }

    func testF4ShowsFavouritesOnly() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users)
            app.signInWithKeys("alice", "correct horse")
            app.moveDown(2)
            app.press(.ctrl("f"))  // Orval
            app.moveDown(3)
            app.press(.ctrl("f"))  // Saison Dupont
            app.press(.function(4))
            XCTAssertEqual(app.beerNames(), ["Orval", "Saison Dupont"])
            XCTAssertTrue(app.statusLine.contains("Favourites only"), app.statusLine)
            XCTAssertTrue(app.statusLine.hasPrefix("1 of 2 favourites"), app.statusLine)
            XCTAssertEqual(try app.listView.selectedIndex, 0, "a new view starts at the top")
            app.press(.function(4))
            XCTAssertEqual(app.beerNames().count, 9)
            XCTAssertFalse(app.statusLine.contains("Favourites only"))
        }
    }

    func testF4WhenSignedOutExplainsInTheStatusLine() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.function(4))
            XCTAssertTrue(app.statusLine.localizedCaseInsensitiveContains("sign in"), app.statusLine)
        }
    }

    func testF3CyclesTheSort() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            XCTAssertTrue(app.statusLine.hasSuffix("Sort: name"), app.statusLine)
            app.moveDown(2)
            XCTAssertEqual(try app.selectedBeerName, "Orval")
            app.press(.function(3))
            XCTAssertEqual(app.statusLine, "5 of 9 beers · Sort: ABV ↓")
            XCTAssertEqual(app.beerNames().first, "Westmalle Tripel", "strongest first")
            XCTAssertEqual(try app.selectedBeerName, "Orval", "the selected beer stays selected")
            XCTAssertTrue(app.row(containing: "Name")?.hasSuffix("ABV ↓ IBU  Rating") ?? false, app.text)
            app.press(.function(3))
            XCTAssertEqual(app.statusLine, "5 of 9 beers · Sort: IBU ↓")
            XCTAssertEqual(app.beerNames().first, "Pliny the Elder", "most bitter first")
            app.press(.function(3))
            XCTAssertEqual(app.statusLine, "1 of 9 beers · Sort: brewery")
            XCTAssertTrue(["Orval", "Saison Dupont"].contains(app.beerNames().first), "by brewery: Brasserie …")
            app.press(.function(3))
            XCTAssertEqual(app.statusLine, "8 of 9 beers · Sort: rating ↓")
            XCTAssertEqual(try app.selectedBeerName, "Orval", "the selected beer stays selected")
            app.press(.function(3))
            XCTAssertTrue(app.statusLine.hasSuffix("Sort: name"), "back to the start: \(app.statusLine)")
        }
    }

    func testMovingKeysMoveTheSelectionWhileHomeAndEndStayWithTheFilter() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.ctrl("n"), .ctrl("n"), .down)
            XCTAssertEqual(try app.listView.selectedIndex, 3)
            app.press(.up, .up)
            XCTAssertEqual(try app.listView.selectedIndex, 1)
            app.press(.pageDown)
            XCTAssertEqual(try app.listView.selectedIndex, 8, "a page down stops at the last beer")
            app.press(.pageUp)
            XCTAssertEqual(try app.listView.selectedIndex, 0)
            app.type("ipa")
            let filter = try Self.filterField(app)
            app.press(.home)
            XCTAssertEqual(filter.cursorIndex, 0, "Home moves the filter's cursor")
            app.press(.down, .end)
            XCTAssertEqual(filter.cursorIndex, 3)
            XCTAssertEqual(try app.listView.selectedIndex, 1, "and leaves the selection alone")
        }
    }

    func testEscClearsTheFilter() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.type("ipa")
            XCTAssertEqual(app.beerNames().count, 3)
            app.moveDown(2)
            app.press(.escape)
            XCTAssertEqual(try Self.filterField(app).text, "")
            XCTAssertEqual(app.beerNames().count, 9)
            XCTAssertEqual(try app.listView.selectedIndex, 0)
            XCTAssertTrue(app.text.contains("type to filter"), "the placeholder is back")
        }
    }

    func testEscClearsAtOnceAndTypingAfterwardsFiltersAgain() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.type("ipa")
            app.app.application.dispatch(.escape)
            app.settle(1)
            XCTAssertEqual(app.beerNames().count, 9, "the whole catalogue, without waiting for the typing pause")
            app.type("orv")
            XCTAssertEqual(try Self.filterField(app).text, "orv")
            XCTAssertEqual(app.beerNames(), ["Orval"])
        }
    }

    func testEditingInsideTheFilterKeepsTheCursorWhereItIs() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.type("ipa")
            app.press(.left, .left)
            for character in "xy" { app.app.application.dispatch(.character(String(character))) }
            let filter = try Self.filterField(app)
            XCTAssertEqual(filter.text, "ixypa")
            XCTAssertEqual(filter.cursorIndex, 3, "the view model's copy of the text does not move the cursor")
            app.settle()
            XCTAssertEqual(filter.cursorIndex, 3, "nor does the query that runs after the pause")
        }
    }

    func testTypingAfterClickingTheListGoesBackToTheFilter() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.mouse(MouseEvent(.click, at: Point(x: 5, y: 5))))
            XCTAssertTrue(try app.listView.isFocused)
            XCTAssertEqual(try app.selectedBeerName, "Orval", "rows start on the fourth line")
            app.type("orv")
            XCTAssertEqual(try Self.filterField(app).text, "orv")
            XCTAssertEqual(app.beerNames(), ["Orval"])
        }
    }

    func testDoubleClickOpensTheBeer() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.mouse(MouseEvent(.doubleClick, at: Point(x: 5, y: 6))))
            XCTAssertNotNil(app.detail)
            XCTAssertTrue(app.text.contains("Pliny the Elder"))
        }
    }
}
