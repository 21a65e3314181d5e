import XCTest
import TerminalUI

final class ViewLifetimeTests: XCTestCase {
    func testOnDeinitFiresWhenTheViewGoesAway() {
        MainActor.assumeIsolated {
            var fired = 0
            var button: Button? = Button("Tap")
            button?.onDeinit.add { fired += 1 }
            weak let weakButton = button
            button = nil
            XCTAssertNil(weakButton)
            XCTAssertEqual(fired, 1)
        }
    }

    func testViewsAreReleasedWithTheirScreen() {
        MainActor.assumeIsolated {
            weak var weakField: TextField?
            weak var weakModal: Modal?
            do {
                let screen = Screen(size: Size(width: 20, height: 5))
                let field = TextField()
                weakField = field
                screen.content = VStack([(field, .fixed(1))])
                let modal = Modal.confirmation("Sure?")
                weakModal = modal
                screen.present(modal)
                screen.onNeedsDisplay = {}
                _ = screen.render(theme: testTheme)
            }
            XCTAssertNil(weakField)
            XCTAssertNil(weakModal)
        }
    }
}
