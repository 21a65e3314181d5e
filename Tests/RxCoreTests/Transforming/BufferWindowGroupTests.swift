import RxCore
import RxCoreTest
import XCTest

final class BufferTests: RxTestCase {
    func testCountAndTime() {
        let result = marble([.next(210, 1), .next(220, 2), .next(230, 3), .next(280, 4), .completed(400)]) { source, scheduler in
            source.buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler)
        }
        // Count fills at 220; the timer restarts then and fires at 270 and 320, 370.
        XCTAssertEqual(result.events, [.next(220, [1, 2]), .next(270, [3]), .next(320, [4]), .next(370, []), .next(400, []),
                                       .completed(400)])
    }

    func testErrorNeverDisposal() {
        XCTAssertEqual(marble([.next(210, 1), .error(220, testError)]) { source, scheduler in
            source.buffer(timeSpan: .seconds(100), count: 5, scheduler: scheduler)
        }.events, [.error(220, testError)])
        XCTAssertEqual(marble([Recorded<Event<Int>>](), disposed: 450) { source, scheduler in
            source.buffer(timeSpan: .seconds(100), count: 5, scheduler: scheduler)
        }.events, [.next(300, []), .next(400, [])])
        XCTAssertEqual(marble([Recorded<Event<Int>>.completed(250)]) { source, scheduler in
            source.buffer(timeSpan: .seconds(100), count: 5, scheduler: scheduler)
        }.events, [.next(250, []), .completed(250)])
    }
}

final class WindowTests: RxTestCase {
    func testWindowsByCountAndTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        var windows: [TestableObserver<Int>] = []
        var subscriptions: [Disposable] = []
        let observer = scheduler.start {
            source.window(timeSpan: .seconds(100), count: 2, scheduler: scheduler).map { window -> Int in
                let windowObserver = scheduler.createObserver(Int.self)
                windows.append(windowObserver)
                subscriptions.append(window.subscribe(windowObserver))
                return windows.count
            }
        }
        XCTAssertEqual(observer.events, [.next(200, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(windows.map(\.events), [[.next(210, 1), .next(220, 2), .completed(220)],
                                               [.next(230, 3), .completed(300)]])
        subscriptions.forEach { $0.dispose() }
    }

    func testTimerRollsOverAndErrorsPropagate() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([Recorded<Event<Int>>.error(260, testError)])
        var count = 0
        let observer = scheduler.start {
            source.window(timeSpan: .seconds(25), count: 10, scheduler: scheduler).map { _ -> Int in
                count += 1
                return count
            }
        }
        XCTAssertEqual(observer.events, [.next(200, 1), .next(225, 2), .next(250, 3), .error(260, testError)])
    }
}

final class GroupByTests: RxTestCase {
    func testGroupsByKey() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, "apple"), .next(220, "avocado"), .next(230, "banana"), .completed(300)])
        var groups: [String: TestableObserver<String>] = [:]
        var subscriptions: [Disposable] = []
        let observer = scheduler.start {
            source.groupBy { String($0.prefix(1)) }.map { group -> String in
                let groupObserver = scheduler.createObserver(String.self)
                groups[group.key] = groupObserver
                subscriptions.append(group.subscribe(groupObserver))
                return group.key
            }
        }
        XCTAssertEqual(observer.events, [.next(210, "a"), .next(230, "b"), .completed(300)])
        XCTAssertEqual(groups["a"]?.events, [.next(210, "apple"), .next(220, "avocado"), .completed(300)])
        XCTAssertEqual(groups["b"]?.events, [.next(230, "banana"), .completed(300)])
        subscriptions.forEach { $0.dispose() }
    }

    func testThrowingKeySelectorAndError() {
        XCTAssertEqual(marble([.next(210, 1)]) { $0.groupBy { _ -> Int in throw testError }.map { $0.key } }.events,
                       [.error(210, testError)])
        XCTAssertEqual(marble([.next(210, 1), .error(220, testError)]) { $0.groupBy { $0 }.map { $0.key } }.events,
                       [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(marble([.next(210, 1), .next(230, 2)], disposed: 220) { $0.groupBy { $0 }.map { $0.key } }.events,
                       [.next(210, 1)])
    }
}

final class GroupByLifetimeTests: RxTestCase {
    /// Disposing the outer subscription stops new groups, but the source stays subscribed
    /// while an existing group is observed (RxSwift's rule).
    func testGroupsKeepTheSourceAfterTheOuterSubscriptionIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .next(250, 4), .completed(300)])
        let odd = scheduler.createObserver(Int.self)
        let keys = scheduler.createObserver(Bool.self)
        let bag = DisposeBag()
        var outer: Disposable?
        scheduler.scheduleAt(200) {
            outer = source.groupBy { $0 % 2 == 1 }.subscribe(onNext: { group in
                keys.onNext(group.key)
                if group.key { group.subscribe(odd).disposed(by: bag) }
            })
        }
        scheduler.scheduleAt(230) { outer?.dispose() }
        scheduler.start()
        XCTAssertEqual(keys.events, [.next(210, true), .next(220, false)])
        XCTAssertEqual(odd.events, [.next(210, 1), .next(240, 3), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }
}
