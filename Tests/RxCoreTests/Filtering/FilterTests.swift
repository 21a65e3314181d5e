import RxCore
import RxCoreTest
import XCTest

final class FilterTests: RxTestCase {
    func testNormal() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, 2), .next(210, 1), .next(220, 2), .next(230, 4), .completed(300)])
        let observer = scheduler.start { source.filter { $0 % 2 == 0 } }
        XCTAssertEqual(observer.events, [.next(220, 2), .next(230, 4), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testEmptyNeverError() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let never = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let failing = scheduler.createHotObservable([Recorded<Event<Int>>.error(260, testError)])
        let emptyObserver = scheduler.createObserver(Int.self)
        let neverObserver = scheduler.createObserver(Int.self)
        let errorObserver = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(empty.filter { _ in true }.subscribe(emptyObserver))
            subscriptions.append(never.filter { _ in true }.subscribe(neverObserver))
            subscriptions.append(failing.filter { _ in true }.subscribe(errorObserver))
        }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(emptyObserver.events, [.completed(250)])
        XCTAssertEqual(neverObserver.events, [])
        XCTAssertEqual(errorObserver.events, [.error(260, testError)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposedMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 2), .next(230, 4), .completed(300)])
        let observer = scheduler.start(disposed: 220) { source.filter { $0 > 0 } }
        XCTAssertEqual(observer.events, [.next(210, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingPredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let observer = scheduler.start {
            source.filter { value -> Bool in
                if value == 2 { throw testError }
                return true
            }
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testChainedWithSubject() {
        let subject = PublishSubject<Int>()
        var sum = 0
        let subscription = subject.map { $0 + 1 }.filter { $0 % 2 == 0 }.subscribe(onNext: { sum += $0 })
        for value in 0..<10 { subject.onNext(value) }
        XCTAssertEqual(sum, 2 + 4 + 6 + 8 + 10)
        subscription.dispose()
    }
}
