import XCTest
import TerminalUI

/// StatusBar, Box and Spinner: the widgets that frame a screen.
final class ChromeWidgetTests: XCTestCase {
    func testStatusBarDropsHintsThatDoNotFit() {
        MainActor.assumeIsolated {
            let bar = StatusBar(hints: [KeyHint("F1", "Help"), KeyHint("F2", "Sign in"), KeyHint("F10", "Quit")],
                                message: "42 beers")
            assertGolden(render(bar, width: 40, height: 1), "statusbar-wide")
            XCTAssertEqual(render(bar, width: 20, height: 1).text(), "F1 Help  F2 Sign in ")
            XCTAssertEqual(render(bar, width: 10, height: 1).text(), "F1 Help  …")
        }
    }

    func testStatusBarKeepsAnEssentialHintAndDropsNormalOnesFromTheEndFirst() {
        MainActor.assumeIsolated {
            let bar = StatusBar(hints: [KeyHint("Enter", "Open"), KeyHint("Esc", "Clear"), KeyHint("F3", "Sort"),
                                        KeyHint("F1", "Help", priority: .essential), KeyHint("F10", "Quit")])
            XCTAssertEqual(render(bar, width: 60, height: 1).text(),
                           "Enter Open  Esc Clear  F3 Sort  F1 Help  F10 Quit           ")
            XCTAssertEqual(render(bar, width: 30, height: 1).text(), "Enter Open  Esc Clear  F1 Help")
            XCTAssertEqual(render(bar, width: 20, height: 1).text(), "Enter Open  F1 Help ")
            XCTAssertEqual(render(bar, width: 8, height: 1).text(), "F1 Help ", "the essential hint alone")
            XCTAssertEqual(render(bar, width: 5, height: 1).text(), "     ", "nothing is cut in half")
        }
    }

    func testStatusBarDropsAnOptionalHintBeforeAnyNormalOne() {
        MainActor.assumeIsolated {
            let bar = StatusBar(hints: [KeyHint("Enter", "Open"), KeyHint("^Y", "Copy", priority: .optional),
                                        KeyHint("F3", "Sort"), KeyHint("F10", "Quit")])
            XCTAssertEqual(render(bar, width: 40, height: 1).text(), "Enter Open  ^Y Copy  F3 Sort  F10 Quit  ")
            XCTAssertEqual(render(bar, width: 30, height: 1).text(), "Enter Open  F3 Sort  F10 Quit ")
        }
    }

    func testStatusBarDropsTheLastNormalHintsEvenWhenALaterOneWouldFit() {
        MainActor.assumeIsolated {
            let bar = StatusBar(hints: [KeyHint("F2", "Sign in"), KeyHint("^F", "Favourite"), KeyHint("q", "Go")])
            XCTAssertEqual(render(bar, width: 20, height: 1).text(), "F2 Sign in          ",
                           "the order is the priority: q does not jump over ^F")
        }
    }

    func testBoxDrawsBorderTitleAndLaysOutContent() {
        MainActor.assumeIsolated {
            let box = Box(title: "Details", content: Label("Saison Dupont, 6.5%", overflow: .wrap))
            assertGolden(render(box, width: 16, height: 5), "box")
            XCTAssertEqual(box.content?.frame, Rect(x: 1, y: 1, width: 14, height: 3))
            XCTAssertEqual(render(Box(title: "T"), width: 1, height: 3).text(), "│\n│\n│")
            XCTAssertEqual(render(Box(title: "Title"), width: 4, height: 2).text(), "┌──┐\n└──┘")
        }
    }

    func testSpinnerAdvancesOnlyOnTick() {
        MainActor.assumeIsolated {
            let spinner = Spinner(label: "Importing", frames: ["-", "\\", "|", "/"])
            XCTAssertEqual(render(spinner, width: 12, height: 1).text(), "- Importing ")
            spinner.tick()
            XCTAssertEqual(render(spinner, width: 12, height: 1).text(), "\\ Importing ")
            spinner.tick(); spinner.tick(); spinner.tick()
            XCTAssertEqual(spinner.frameIndex, 0)
            spinner.isSpinning = false
            spinner.tick()
            XCTAssertEqual(spinner.frameIndex, 0)
            XCTAssertEqual(render(spinner, width: 12, height: 1).text(), "Importing   ")
            assertGolden(render(Spinner(label: "Loading"), width: 10, height: 1), "spinner")
        }
    }
}
