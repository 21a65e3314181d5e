import Foundation
import RxCore
import RxCoreTest
import XCTest

final class SharedSequenceDebugAndKeyPathTests: RxTestCase {
    struct Item: Equatable {
        var name: String
        var count: Int
    }

    func testDistinctUntilChangedAtKeyPath() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([
                .next(210, Item(name: "a", count: 1)), .next(220, Item(name: "a", count: 2)),
                .next(230, Item(name: "b", count: 3)), .completed(300),
            ])
            let driver = xs.asDriver(onErrorJustReturn: Item(name: "", count: 0)).distinctUntilChanged(at: \.name).map(\.count)
            scheduler.scheduleAt(200) { _ = driver.drive(observer) }
            scheduler.start()
        }
        XCTAssertEqual(observer.events, [.next(211, 1), .next(231, 3), .completed(301)])
    }

    func testKeyPathAndKeyComparerForms() {
        let items = [Item(name: "a", count: 1), Item(name: "a", count: 2), Item(name: "B", count: 3), Item(name: "b", count: 4)]
        var byName: [Int] = []
        var caseInsensitive: [Int] = []
        // `from` emits one element per scheduled action, so the elements arrive over virtual time.
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            _ = Driver.from(items).distinctUntilChanged(\.name).drive(onNext: { byName.append($0.count) })
            _ = Driver.from(items).distinctUntilChanged({ $0.name }, comparer: { $0.lowercased() == $1.lowercased() })
                .drive(onNext: { caseInsensitive.append($0.count) })
            scheduler.start()
        }
        XCTAssertEqual(byName, [1, 3, 4])
        XCTAssertEqual(caseInsensitive, [1, 3])
    }

    func testDebugPassesEventsThroughAndKeepsSharing() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions = 0
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let driver = xs.do(onSubscribe: { subscriptions += 1 }).asDriver(onErrorJustReturn: 0).debug("driver", trimOutput: true)
            scheduler.scheduleAt(200) { _ = driver.drive(first) }
            scheduler.scheduleAt(215) { _ = driver.drive(second) }
            scheduler.start()
        }
        XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .completed(301)])
        XCTAssertEqual(second.events, [.next(215, 1), .next(221, 2), .completed(301)])
        XCTAssertEqual(subscriptions, 1)
    }

    func testDriveAndEmitFromTheMainThreadPass() {
        // drive/emit assert the main thread in debug builds (as RxCocoa does); XCTest runs here.
        XCTAssertTrue(MainScheduler.isOnMainThread)
        var driven: [Int] = []
        var emitted: [Int] = []
        let relay = PublishRelay<Int>()
        let bag = DisposeBag()
        bag.insert(
            Driver.just(1).drive(onNext: { driven.append($0) }),
            relay.asSignal().emit(onNext: { emitted.append($0) }),
            Driver.just(2).drive(),
            relay.asSignal().emit()
        )
        relay.accept(3)
        XCTAssertEqual(driven, [1])
        XCTAssertEqual(emitted, [3])
    }
}
