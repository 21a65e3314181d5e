import RxCore
import RxCoreTest
import TerminalUI
import TerminalUIRx
import XCTest

/// Widgets driven by view-model style `Driver`s, and controls read as `Driver`/`Signal`.
final class DriverBindingTests: BindingTestCase {
    func testLabelsAndListsDrivenByDrivers() {
        onMain {
            let label = Label()
            let list = ListView()
            let title = BehaviorRelay(value: "Catalogue")
            let beers = BehaviorRelay(value: ["Pils", "Bock"])
            var bag: DisposeBag? = DisposeBag()
            bag?.insert([
                title.asDriver().drive(label.rx.text),
                beers.asDriver().drive(list.rx.items) { _, name in ListRow(name) },
                list.rx.items { _, name in ListRow(name) } <- beers.asDriver().map { $0 + ["Gose"] },
            ])
            XCTAssertEqual(label.text, "Catalogue")
            XCTAssertEqual(list.rowCount, 3)
            title.accept("Signed in as alice")
            XCTAssertEqual(label.text, "Signed in as alice")
            bag = nil
            title.accept("gone")
            XCTAssertEqual(label.text, "Signed in as alice")
        }
    }

    func testDriversInVirtualTimeWithTheMockScheduler() {
        onMain {
            let scheduler = TestScheduler(initialClock: 0)
            let label = Label()
            var texts: [String] = []
            SharingScheduler.mock(scheduler: scheduler) {
                let names = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
                let driver = names.asDriver(onErrorJustReturn: "")
                let bag = DisposeBag()
                scheduler.scheduleAt(200) { bag.insert(label.rx.text <- driver) }
                scheduler.scheduleAt(215) { texts.append(label.text) }
                scheduler.scheduleAt(225) { texts.append(label.text) }
                scheduler.start()
            }
            XCTAssertEqual(texts, ["a", "b"])
        }
    }

    func testControlsAsDriverAndSignal() {
        onMain {
            let field = TextField(text: "x")
            let button = Button("Go")
            let texts = EventRecorder<String>()
            let taps = EventRecorder<Void>()
            let bag = DisposeBag()
            bag.insert(
                field.rx.text.asDriver().drive(texts),
                button.rx.tap.asSignal().emit(to: taps),
                button.rx.tap.asDriver().drive()
            )
            _ = field.handle(key: .character("y"))
            button.activate()
            XCTAssertEqual(texts.elements, ["x", "xy"])
            XCTAssertEqual(taps.elements.count, 1)
        }
    }
}
