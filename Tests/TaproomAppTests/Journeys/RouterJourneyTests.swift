@testable import TaproomApp
import TerminalUI
import XCTest

/// List → detail → back: the router's stack and the list's selection.
final class RouterJourneyTests: XCTestCase {
    func testBackFromTheDetailSelectsTheBeerThatWasShown() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            XCTAssertEqual(try app.selectedBeerName, "Guinness Draught")
            app.press(.enter)
            XCTAssertEqual(app.app.router.depth, 2)
            XCTAssertTrue(app.text.contains("Guinness Draught"))
            app.press(.right, .right)
            XCTAssertTrue(app.text.contains("Orval"))
            XCTAssertTrue(app.text.contains("3 of 9"))
            app.press(.escape)
            XCTAssertEqual(app.app.router.depth, 1)
            XCTAssertTrue(app.app.router.top is BeerListPresenter)
            XCTAssertEqual(try app.selectedBeerName, "Orval")
        }
    }

    func testBackspaceAndQAlsoGoBack() throws {
        try MainActor.assumeIsolated {
            for back in [Key.backspace, .character("q")] {
                let app = try AppHarness()
                app.press(.enter, .right)
                XCTAssertEqual(app.app.router.depth, 2)
                app.press(back)
                XCTAssertEqual(app.app.router.depth, 1, "\(back) goes back")
                XCTAssertEqual(try app.selectedBeerName, "Mystery Brew", "\(back)")
                XCTAssertEqual(app.list.screen.descendants(TextField.self).first?.text, "", "\(back) did not reach the filter")
            }
        }
    }

    func testPagingInTheDetailFollowsTheFilteredList() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.type("ipa")
            app.press(.enter)
            XCTAssertTrue(app.text.contains("1 of 3"))
            app.press(.character("n"), .character("n"), .character("n"))
            XCTAssertTrue(app.text.contains("Stone IPA"))
            XCTAssertTrue(app.text.contains("3 of 3"), "n stops at the last beer")
            app.press(.character("p"))
            XCTAssertTrue(app.text.contains("Punk IPA"))
            app.press(.character("q"))
            XCTAssertEqual(try app.selectedBeerName, "Punk IPA")
        }
    }

    func testTheDetailButtonsPageWithTabAndEnter() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.enter)
            app.press(.enter)  // "Next" has the focus at first
            XCTAssertTrue(app.text.contains("2 of 9"))
            app.press(.tab, .enter)  // Tab moves to "Previous"
            XCTAssertTrue(app.text.contains("1 of 9"))
        }
    }

    func testTheDetailButtonsAreClickable() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.enter)
            let buttons = try XCTUnwrap(app.detail).screen.descendants(Button.self)
            let next = try XCTUnwrap(buttons.first { $0.title.contains("Next") })
            let previous = try XCTUnwrap(buttons.first { $0.title.contains("Previous") })
            app.press(.mouse(MouseEvent(.click, at: next.frameOnScreen.origin)))
            app.press(.mouse(MouseEvent(.click, at: next.frameOnScreen.origin)))
            XCTAssertTrue(app.text.contains("3 of 9"))
            app.press(.mouse(MouseEvent(.click, at: previous.frameOnScreen.origin)))
            XCTAssertTrue(app.text.contains("2 of 9"))
        }
    }

    func testResizingKeepsEveryScreenOnTheStackInStep() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.enter)
            app.resize(width: 40, height: 12)
            XCTAssertEqual(app.render().size, Size(width: 40, height: 12))
            app.press(.escape)
            XCTAssertEqual(app.list.screen.frame.size, Size(width: 40, height: 12), "the list underneath was resized too")
            XCTAssertTrue(app.text.contains("Mystery Brew") || app.text.contains("Guinness"))
        }
    }

    func testTheAppNeverQuitsUnlessAsked() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.enter, .escape, .function(1), .escape, .function(3))
            XCTAssertEqual(app.quitCodes, [])
            app.press(.ctrl("q"))
            XCTAssertEqual(app.quitCodes, [0])
        }
    }
}
