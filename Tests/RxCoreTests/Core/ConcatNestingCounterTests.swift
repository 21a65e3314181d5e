import RxCore
import RxCoreTest
import XCTest

/// `maxTailRecursiveSinkStackSize`: the most `concat` subscriptions alive at once (debug builds).
final class ConcatNestingCounterTests: RxTestCase {
    func testCountsNestedConcatsAliveAtOnce() {
        maxTailRecursiveSinkStackSize = 0
        let subject = PublishSubject<Int>()
        let nested = Observable.concat([Observable.just(1), Observable.concat([Observable.just(2), subject.asObservable()])])
        var received: [Int] = []
        let subscription = nested.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 2)
        subscription.dispose()
        _ = Observable.concat([Observable.just(3)]).subscribe()
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 2, "a later single concat does not lower the most")
    }
}
