import RxCore
import RxCoreTest
import XCTest

/// `maxTailRecursiveSinkStackSize`: the deepest stack of nested concats' sources one `concat`
/// subscription held (debug builds), as RxSwift counts it.
final class ConcatNestingCounterTests: RxTestCase {
    func testAConcatNestedLastInACollectionTakesTheOuterOnesPlace() {
        maxTailRecursiveSinkStackSize = 0
        let subject = PublishSubject<Int>()
        let nested = Observable.concat([Observable.just(1), Observable.concat([Observable.just(2), subject.asObservable()])])
        var received: [Int] = []
        let subscription = nested.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
        subscription.dispose()
        _ = Observable.concat([Observable.just(3)]).subscribe()
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 1, "a later single concat does not lower the most")
    }

    func testAConcatNestedInASequenceKeepsTheOuterIteratorBelowIt() {
        maxTailRecursiveSinkStackSize = 0
        let inner = Observable.concat(AnySequence([Observable.just(2), Observable.just(3)]))
        let outer = Observable.concat(AnySequence([Observable.just(1), inner]))
        var received: [Int] = []
        _ = outer.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 2)
    }
}
