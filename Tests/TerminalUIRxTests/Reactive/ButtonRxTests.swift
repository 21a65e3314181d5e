import RxCore
import TerminalUI
import TerminalUIRx
import XCTest

final class ButtonRxTests: BindingTestCase {
    func testTapFiresOnEveryActivation() {
        onMain {
            let button = Button("OK")
            let taps = EventRecorder<Void>()
            let subscription = button.rx.tap.subscribe(taps)
            XCTAssertTrue(button.handle(key: .enter))
            XCTAssertTrue(button.handle(key: .character(" ")))
            XCTAssertTrue(button.handle(key: .mouse(MouseEvent(.click, at: Point(x: 0, y: 0)))))
            XCTAssertEqual(taps.elements.count, 3)
            subscription.dispose()
            button.activate()
            XCTAssertEqual(taps.elements.count, 3, "nothing after disposal")
        }
    }

    func testTapCompletesWhenTheButtonGoesAway() {
        onMain {
            let taps = EventRecorder<Void>()
            var button: Button? = Button("OK")
            let subscription = button?.rx.tap.subscribe(taps)
            button?.activate()
            button = nil
            XCTAssertEqual(taps.elements.count, 1)
            XCTAssertTrue(taps.isCompleted)
            XCTAssertFalse(taps.hasError)
            subscription?.dispose()
        }
    }

    func testSeveralSubscribersEachGetTheTap() {
        onMain {
            let button = Button("OK")
            let first = EventRecorder<Void>()
            let second = EventRecorder<Void>()
            let bag = DisposeBag()
            bag.insert(button.rx.tap.subscribe(first), button.rx.tap.asObservable().subscribe(second))
            button.activate()
            XCTAssertEqual(first.elements.count, 1)
            XCTAssertEqual(second.elements.count, 1)
        }
    }

    func testTapDrivesAnAction() {
        onMain {
            let button = Button("Count")
            let label = Label("0")
            var count = 0
            let bag = DisposeBag()
            bag.insert(label.rx.text <- button.rx.tap.map { _ -> String in
                count += 1
                return String(count)
            })
            button.activate()
            button.activate()
            XCTAssertEqual(label.text, "2")
        }
    }

    func testTapsFeedARelayWithTheBindingOperator() {
        onMain {
            let button = Button("Go")
            let taps = PublishRelay<Void>()
            let list = ListView()
            let selections = BehaviorRelay(value: -1)
            var count = 0
            let bag = DisposeBag()
            bag.insert([
                taps <- button.rx.tap,
                selections <- list.rx.itemSelected,
                taps.subscribe(onNext: { count += 1 }),
                list.rx.items { _, name in ListRow(name) } <- Observable.just(["A", "B"]),
            ])
            button.activate()
            list.select(1)
            XCTAssertEqual(count, 1)
            XCTAssertEqual(selections.value, 1)
        }
    }
}
