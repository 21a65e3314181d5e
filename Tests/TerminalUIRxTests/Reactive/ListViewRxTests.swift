import RxCore
import RxCoreTest
import TerminalUI
import TerminalUIRx
import XCTest

/// The list's visible rows as trimmed text.
@MainActor
private func rowTexts(_ list: ListView) -> [String] {
    let screen = Screen(size: Size(width: 10, height: 3))
    screen.content = list
    screen.focus(nil)
    return screen.render(theme: .monochrome).text().split(separator: "\n").map {
        String($0).trimmingCharacters(in: .whitespaces)
    }
}

final class ListViewRxTests: BindingTestCase {
    func testItemsBindWithARowClosure() {
        onMain {
            let list = ListView()
            let beers = PublishSubject<[String]>()
            let subscription = beers.bind(to: list.rx.items) { index, name in ListRow("\(index + 1). \(name)") }
            beers.onNext(["Pils", "Bock"])
            XCTAssertEqual(list.rowCount, 2)
            XCTAssertEqual(rowTexts(list).prefix(2), ["1. Pils", "2. Bock"])
            beers.onNext(["Gose"])
            XCTAssertEqual(list.rowCount, 1)
            subscription.dispose()
            beers.onNext([])
            XCTAssertEqual(list.rowCount, 1, "nothing after disposal")
        }
    }

    func testItemsBinderWithTheBindingOperator() {
        onMain {
            let list = ListView()
            let scheduler = TestScheduler(initialClock: 0)
            let beers = scheduler.createHotObservable([.next(210, ["A", "B", "C"]), .next(220, ["D"])])
            let bag = DisposeBag()
            var counts: [Int] = []
            scheduler.scheduleAt(200) { bag.insert(list.rx.items { _, name in ListRow(name) } <- beers) }
            scheduler.scheduleAt(215) { counts.append(list.rowCount) }
            scheduler.scheduleAt(225) { counts.append(list.rowCount) }
            scheduler.start()
            XCTAssertEqual(counts, [3, 1])
        }
    }

    func testItemsBindingEndsWhenTheListGoesAway() {
        onMain {
            let beers = PublishSubject<[String]>()
            weak var weakList: ListView?
            let subscription: Disposable
            do {
                let list = ListView()
                weakList = list
                subscription = beers.bind(to: list.rx.items) { _, name in ListRow(name) }
                beers.onNext(["A"])
            }
            XCTAssertNil(weakList)
            XCTAssertFalse(beers.hasObservers, "the binding is released with the list")
            subscription.dispose()
        }
    }

    func testItemSelectedAndItemActivated() {
        onMain {
            let list = ListView()
            let selected = EventRecorder<Int>()
            let activated = EventRecorder<Int>()
            let bag = DisposeBag()
            bag.insert(
                Observable.just(["A", "B", "C"]).bind(to: list.rx.items) { _, name in ListRow(name) },
                list.rx.itemSelected.subscribe(selected),
                list.rx.itemActivated.subscribe(activated)
            )
            list.frame = Rect(x: 0, y: 0, width: 10, height: 3)
            _ = list.handle(key: .down)
            _ = list.handle(key: .down)
            _ = list.handle(key: .enter)
            _ = list.handle(key: .mouse(MouseEvent(.doubleClick, at: Point(x: 1, y: 0))))
            XCTAssertEqual(selected.elements, [1, 2, 0])
            XCTAssertEqual(activated.elements, [2, 0])
        }
    }

    func testEventsCompleteWhenTheListGoesAway() {
        onMain {
            let selected = EventRecorder<Int>()
            let activated = EventRecorder<Int>()
            var list: ListView? = ListView()
            let bag = DisposeBag()
            if let list { bag.insert(list.rx.itemSelected.subscribe(selected), list.rx.itemActivated.subscribe(activated)) }
            list = nil
            XCTAssertTrue(selected.isCompleted)
            XCTAssertTrue(activated.isCompleted)
        }
    }
}
