import TerminalUI
import XCTest

final class CheckboxTests: XCTestCase {
    func testDrawsItsStateBeforeItsTitle() {
        MainActor.assumeIsolated {
            let checkbox = Checkbox("Stay signed in")
            XCTAssertEqual(render(checkbox, width: 18, height: 1).text(), "[ ] Stay signed in")
            checkbox.isChecked = true
            XCTAssertEqual(render(checkbox, width: 18, height: 1).text(), "[x] Stay signed in")
            XCTAssertEqual(render(checkbox, width: 10, height: 1).text(), "[x] Stay …")
        }
    }

    func testSpaceAndClickToggleAndTellTheNewState() {
        MainActor.assumeIsolated {
            let checkbox = Checkbox("Stay")
            let screen = Screen(size: Size(width: 10, height: 1))
            screen.content = checkbox
            var states: [Bool] = []
            checkbox.onToggle.add { states.append($0) }
            XCTAssertTrue(screen.dispatch(.character(" ")))
            XCTAssertTrue(screen.dispatch(.mouse(MouseEvent(.click, at: Point(x: 1, y: 0)))))
            XCTAssertTrue(screen.dispatch(.character(" ")))
            XCTAssertFalse(checkbox.handle(key: .character("x")))
            XCTAssertEqual(states, [true, false, true])
            checkbox.isChecked = false
            XCTAssertEqual(states, [true, false, true], "setting the state is not a toggle")
        }
    }

    func testEnterIsLeftToTheScreenWhereAFormSubmits() {
        MainActor.assumeIsolated {
            let checkbox = Checkbox("Stay")
            let screen = Screen(size: Size(width: 10, height: 1))
            screen.content = checkbox
            XCTAssertFalse(checkbox.claims(.enter))
            XCTAssertFalse(checkbox.handle(key: .enter))
            XCTAssertFalse(checkbox.isChecked)
        }
    }

    func testADisabledCheckboxNeitherTakesFocusNorToggles() {
        MainActor.assumeIsolated {
            let checkbox = Checkbox("Stay"), other = Button("OK")
            let screen = Screen(size: Size(width: 20, height: 1))
            screen.content = HStack([(checkbox, .fixed(10)), (other, .fixed(6))])
            checkbox.isEnabled = false
            XCTAssertFalse(screen.focus(checkbox))
            checkbox.toggle()
            XCTAssertFalse(checkbox.handle(key: .character(" ")))
            XCTAssertFalse(checkbox.isChecked)
        }
    }
}
