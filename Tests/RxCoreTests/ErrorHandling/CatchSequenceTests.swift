import RxCore
import RxCoreTest
import XCTest

final class CatchSequenceTests: RxTestCase {
    func testMovesToTheNextSourceOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 1))])
        let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let third = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start {
            Observable.catch(sequence: [first.asObservable(), second.asObservable(), third.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(third.subscriptions, [])
    }

    func testFailsWithTheLastErrorWhenEverySourceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError(id: 1))])
        let second = scheduler.createColdObservable([.next(5, 2), .error(10, TestError(id: 2))])
        let res = scheduler.start { Observable.catch(sequence: [first.asObservable(), second.asObservable()]) }
        XCTAssertEqual(res.events, [.next(215, 2), .error(220, TestError(id: 2))])
    }

    func testEmptySequenceCompletesAndNeverWaits() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }.events, [.completed(200)])

        let neverScheduler = TestScheduler(initialClock: 0)
        let fallback = neverScheduler.createColdObservable([.next(10, 9)])
        let res = neverScheduler.start { Observable.catch(sequence: [Observable<Int>.never(), fallback.asObservable()]) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(fallback.subscriptions, [])
    }

    func testDisposalMidwayAndLazyIteration() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, testError)])
        let second = scheduler.createColdObservable([.next(10, 2), .next(100, 3)])
        var iterated = 0
        let sources = (0..<2).lazy.map { index -> Observable<Int> in
            iterated += 1
            return index == 0 ? first.asObservable() : second.asObservable()
        }
        let res = scheduler.start(disposed: 250) { Observable.catch(sequence: sources) }
        XCTAssertEqual(res.events, [.next(220, 2)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(iterated, 2)
    }
}
