import RxCore
import TerminalUI
import TerminalUIRx
import XCTest

/// A screen's worth of bindings: everything is released when the bag goes.
final class BindingLifetimeTests: BindingTestCase {
    func testDisposingTheBagReleasesEveryBinding() {
        onMain {
            // The subjects are the test's own state and stay alive to the end: observables count
            // in `Resources.total` (as in RxSwift), so the baseline includes them.
            let query = BehaviorSubject(value: "")
            let results = PublishSubject<[String]>()
            let baseline = Resources.total
            let title = Label()
            let field = TextField()
            let list = ListView()
            let button = Button("Search")
            var bag: DisposeBag? = DisposeBag()
            bag?.insert([
                title.rx.text <- query.map { "Searching \($0)" },
                query <- field.rx.text.changed,
                list.rx.items { _, name in ListRow(name) } <- results,
                button.rx.isEnabled <- query.map { !$0.isEmpty },
                button.rx.isHidden <- Observable.just(false),
                list.rx.itemActivated.subscribe(onNext: { _ in }),
                button.rx.tap.subscribe(onNext: { results.onNext(["A", "B"]) }),
            ])
            XCTAssertGreaterThan(Resources.total, baseline)
            _ = field.handle(key: .character("x"))
            button.activate()
            XCTAssertEqual(title.text, "Searching x")
            XCTAssertEqual(list.rowCount, 2)
            XCTAssertTrue(button.isEnabled)

            bag = nil
            XCTAssertEqual(Resources.total, baseline)
            XCTAssertTrue(field.onChange.isEmpty)
            XCTAssertTrue(button.onActivate.isEmpty)
            XCTAssertTrue(list.onActivate.isEmpty)
            XCTAssertTrue(field.onDeinit.isEmpty && button.onDeinit.isEmpty && list.onDeinit.isEmpty)
        }
    }

    func testReleasingTheWidgetsEndsTheirEventsWithoutLeaks() {
        onMain {
            let baseline = Resources.total
            let bag = DisposeBag()
            do {
                let field = TextField()
                let button = Button("Go")
                let list = ListView()
                bag.insert(
                    field.rx.text.subscribe(onNext: { _ in }),
                    button.rx.tap.subscribe(onNext: {}),
                    Observable<[Int]>.never().bind(to: list.rx.items) { _, number in ListRow(String(number)) }
                )
            }
            XCTAssertEqual(Resources.total, baseline, "completion on deallocation disposes the subscriptions")
        }
    }
}
