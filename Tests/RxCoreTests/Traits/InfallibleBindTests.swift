import RxCore
import RxCoreTest
import XCTest

final class InfallibleBindTests: RxTestCase {
    func testBindToObserversRelaysAndClosures() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)]).asInfallible(onErrorJustReturn: 0)
        let observer = scheduler.createObserver(Int.self)
        let optionals = scheduler.createObserver(Int?.self)
        let relay = BehaviorRelay<Int?>(value: nil)
        var received: [Int] = []
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            bag.insert(source.bind(to: observer))
            bag.insert(source.bind(to: optionals))
            bag.insert(source.bind(to: relay))
            bag.insert(source.bind(onNext: { received.append($0) }))
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(optionals.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(relay.value, 2)
        XCTAssertEqual(received, [1, 2])
    }

    func testAsDriverDeliversOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(230)]).asInfallible(onErrorJustReturn: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertEqual(scheduler.start { source.asDriver() }.events, [.next(211, 1), .completed(231)])
        }
    }
}
