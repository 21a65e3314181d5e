import RxCore
import RxCoreTest
import XCTest

final class DelayTests: RxTestCase {
    func testShiftsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.delay(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(225, 1), .next(235, 2), .completed(245)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testErrorIsImmediateAndDropsWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let res = scheduler.start { xs.delay(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(225, 1), .error(230, testError)])
    }

    func testNeverAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start(disposed: 230) { xs.delay(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(225, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEventsThatArriveTogetherLeaveOneSchedulerStepApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).delay(.seconds(2), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(202, 1), .completed(203)])
        let later = TestScheduler(initialClock: 0)
        let singleResult = later.start { Single.just(1).delay(.seconds(2), scheduler: later) }
        XCTAssertEqual(singleResult.events, [.next(202, 1), .completed(203)])
    }

    func testTheNextEventWaitsOnlyWhatIsLeftOfItsOwnDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(215, 1), .next(217, 2), .next(235, 3), .completed(245)])
    }
}
