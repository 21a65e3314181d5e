import RxCore
import RxCoreTest
import XCTest

final class MapTests: RxTestCase {
    func testNormal() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let observer = scheduler.start { source.map { $0 * 10 } }
        XCTAssertEqual(observer.events, [.next(210, 20), .next(220, 30), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let observer = scheduler.start { source.map { $0 * 10 } }
        XCTAssertEqual(observer.events, [.completed(250)])
    }

    func testNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let observer = scheduler.start { source.map { $0 * 10 } }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
    }

    func testErrorFlow() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let observer = scheduler.start { source.map { $0 * 10 } }
        XCTAssertEqual(observer.events, [.next(210, 10), .error(220, testError)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let observer = scheduler.start(disposed: 220) { source.map { $0 * 10 } }
        XCTAssertEqual(observer.events, [.next(210, 10)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let observer = scheduler.start {
            source.map { value -> Int in
                if value == 2 { throw testError }
                return value
            }
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testCold() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.start { source.map { "\($0)" } }
        XCTAssertEqual(observer.events, [.next(210, "1"), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }
}
