import RxCore
import TerminalUI
import TerminalUIRx
import XCTest

final class CheckboxRxTests: BindingTestCase {
    func testIsCheckedSendsTheStateThenEachToggleButNotWhatIsBound() {
        onMain {
            let checkbox = Checkbox("Stay signed in")
            let states = EventRecorder<Bool>()
            let subscription = checkbox.rx.isChecked.subscribe(states)
            checkbox.toggle()
            let binding = Observable.just(false).bind(to: checkbox.rx.isChecked)
            XCTAssertFalse(checkbox.isChecked, "the bound value is set")
            checkbox.toggle()
            XCTAssertEqual(states.elements, [false, true, true], "the bound value is not sent back")
            subscription.dispose()
            binding.dispose()
        }
    }
}
