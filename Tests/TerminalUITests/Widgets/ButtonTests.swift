import XCTest
import TerminalUI

final class ButtonTests: XCTestCase {
    func testRenderStates() {
        MainActor.assumeIsolated {
            let button = Button("Sign in")
            assertGolden(render(button, width: 13, height: 1), "button-normal")
            assertGolden(render(button, width: 13, height: 1, focused: true), "button-focused")
            button.isEnabled = false
            assertGolden(render(button, width: 13, height: 1), "button-disabled")
            XCTAssertEqual(render(Button("Sign in"), width: 6, height: 1).text(), "[ S… ]")
            XCTAssertEqual(render(Button("OK"), width: 2, height: 1).text(), "OK")
        }
    }

    func testACompactTitleIsDrawnOnlyWhereTheTitleDoesNotFit() {
        MainActor.assumeIsolated {
            let button = Button("Create an account instead")
            button.compactTitle = "New account"
            XCTAssertEqual(render(button, width: 29, height: 1).text(), "[ Create an account instead ]")
            XCTAssertEqual(render(button, width: 15, height: 1).text(), "[ New account ]")
            XCTAssertEqual(render(button, width: 8, height: 1).text(), "[ New… ]")
            button.compactTitle = nil
            XCTAssertEqual(render(button, width: 14, height: 1).text(), "[ Create an… ]")
        }
    }

    func testEnterSpaceAndClickActivate() {
        MainActor.assumeIsolated {
            let button = Button("Go")
            let screen = Screen(size: Size(width: 10, height: 1))
            screen.content = button
            var taps = 0
            button.onActivate.add { taps += 1 }
            XCTAssertTrue(screen.dispatch(.enter))
            XCTAssertTrue(screen.dispatch(.character(" ")))
            XCTAssertTrue(screen.dispatch(.mouse(MouseEvent(.click, at: Point(x: 4, y: 0)))))
            XCTAssertFalse(button.handle(key: .character("x")))
            XCTAssertEqual(taps, 3)
        }
    }

    func testDisabledCannotFocusOrActivate() {
        MainActor.assumeIsolated {
            let ok = Button("OK"), cancel = Button("Cancel")
            let screen = Screen(size: Size(width: 20, height: 1))
            screen.content = HStack([(ok, .fixed(6)), (cancel, .fixed(10))])
            var taps = 0
            ok.onActivate.add { taps += 1 }
            XCTAssertTrue(screen.isFocused(ok))
            ok.isEnabled = false
            XCTAssertTrue(screen.isFocused(cancel))             // focus leaves a button that gets disabled
            XCTAssertFalse(screen.focus(ok))
            XCTAssertEqual(screen.focusChain.count, 1)
            ok.activate()
            XCTAssertFalse(ok.handle(key: .enter))
            _ = screen.dispatch(.mouse(MouseEvent(.click, at: Point(x: 1, y: 0))))
            XCTAssertEqual(taps, 0)
            XCTAssertTrue(screen.isFocused(cancel))
            ok.isEnabled = true
            ok.activate()
            XCTAssertEqual(taps, 1)
        }
    }
}
