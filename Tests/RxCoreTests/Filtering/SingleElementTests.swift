import RxCore
import RxCoreTest
import XCTest

final class SingleElementTests: RxTestCase {
    func testSingleForwardsTheOnlyElement() {
        XCTAssertEqual(marble([.next(210, 1), .completed(250)]) { $0.single() }.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(marble([Recorded<Event<Int>>.completed(250)]) { $0.single() }.events, [.error(250, RxError.noElements)])
        XCTAssertEqual(marble([.next(210, 1), .next(220, 2), .completed(250)]) { $0.single() }.events,
                       [.next(210, 1), .error(220, RxError.moreThanOneElement)])
    }

    func testSingleWithAPredicateCountsOnlyMatches() {
        XCTAssertEqual(marble([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)]) { $0.single { $0 == 2 } }.events,
                       [.next(220, 2), .completed(250)])
        XCTAssertEqual(marble([.next(210, 1), .completed(250)]) { $0.single { _ in throw testError } }.events,
                       [.error(210, testError)])
    }

    func testFirstIsASingleOfTheFirstElementOrNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let observer = scheduler.start { source.first().asObservable() }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
        let empty = TestScheduler(initialClock: 0)
        let none = empty.createHotObservable([Recorded<Event<Int>>.completed(250)])
        XCTAssertEqual(empty.start { none.first().asObservable() }.events, [.next(250, nil), .completed(250)])
    }
}
