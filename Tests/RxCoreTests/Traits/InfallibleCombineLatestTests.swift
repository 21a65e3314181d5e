import RxCore
import RxCoreTest
import XCTest

final class InfallibleCombineLatestTests: RxTestCase {
    func testCombinesInfallibleSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3)]).asInfallible(onErrorJustReturn: 0)
        let ys = scheduler.createHotObservable([.next(220, 10)]).asInfallible(onErrorJustReturn: 0)
        let zs = scheduler.createHotObservable([.next(215, 100)]).asInfallible(onErrorJustReturn: 0)
        XCTAssertEqual(scheduler.start { Infallible.combineLatest(xs, ys).map { $0 + $1 } }.events, [.next(220, 11), .next(230, 13)])
        let other = TestScheduler(initialClock: 0)
        let a = other.createHotObservable([.next(210, 1)]).asInfallible(onErrorJustReturn: 0)
        let b = other.createHotObservable([.next(220, 2)]).asInfallible(onErrorJustReturn: 0)
        _ = zs
        XCTAssertEqual(other.start { Infallible.combineLatest(a, b, a) { $0 + $1 + $2 } }.events, [.next(220, 4)])
    }
}
