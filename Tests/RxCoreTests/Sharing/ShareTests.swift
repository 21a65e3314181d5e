import RxCore
import RxCoreTest
import XCTest

final class ShareTests: RxTestCase {
    func testSharesOneSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let shared = xs.share()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(230) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        XCTAssertEqual(second.events, [.next(240, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReplayOneWhileConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let third = scheduler.createObserver(Int.self)
        var firstSubscription: Disposable?
        var secondSubscription: Disposable?
        var thirdSubscription: Disposable?
        scheduler.scheduleAt(200) { firstSubscription = shared.subscribe(first) }
        scheduler.scheduleAt(230) { secondSubscription = shared.subscribe(second) }
        scheduler.scheduleAt(250) {
            firstSubscription?.dispose()
            secondSubscription?.dispose()
        }
        // Everyone left: the next subscriber reconnects and gets no stale replay.
        scheduler.scheduleAt(260) { thirdSubscription = shared.subscribe(third) }
        scheduler.scheduleAt(270) { thirdSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(second.events, [.next(230, 2), .next(240, 3)])
        XCTAssertEqual(third.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(260, 270)])
    }

    func testReplayForeverKeepsTheBufferAcrossConnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let shared = xs.share(replay: 2, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        var lateSubscription: Disposable?
        scheduler.scheduleAt(200) { subscription = shared.subscribe(first) }
        scheduler.scheduleAt(230) { subscription?.dispose() }
        scheduler.scheduleAt(240) { lateSubscription = shared.subscribe(late) }
        scheduler.scheduleAt(250) { lateSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(240, 1), .next(240, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(240, 250)])
    }

    func testResubscribesAfterCompletionWhileConnected() {
        var subscribeCount = 0
        let source = Observable<Int>.deferred {
            subscribeCount += 1
            return Observable.just(subscribeCount)
        }.share(replay: 1)
        var received: [Int] = []
        _ = source.subscribe(onNext: { received.append($0) })
        _ = source.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
    }

    func testErrorReachesAllSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let shared = xs.share()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = shared.subscribe(first)
            _ = shared.subscribe(second)
        }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}

final class ShareForeverTests: RxTestCase {
    /// With `.forever`, a source that has completed is never subscribed again: a subscriber
    /// arriving later (even from inside the completion's delivery) gets the replay and the stop.
    func testATerminatedSourceIsNotSubscribedAgain() {
        for replay in 0...2 {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230), .next(240, 3)])
            let shared = source.share(replay: replay, scope: .forever)
            let first = scheduler.createObserver(Int.self)
            let resubscribed = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            // Disposed at the end: the first subscriber's closure holds it (a cycle a bag would keep).
            let subscriptions = CompositeDisposable()
            scheduler.scheduleAt(200) {
                _ = subscriptions.insert(shared.subscribe { event in
                    first.on(event)
                    if event.isStopEvent { _ = subscriptions.insert(shared.subscribe(resubscribed)) }
                })
            }
            scheduler.scheduleAt(300) { _ = subscriptions.insert(shared.subscribe(late)) }
            scheduler.start()
            subscriptions.dispose()
            let replayed = Array([1, 2].suffix(replay))
            XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
            XCTAssertEqual(resubscribed.events, replayed.map { .next(230, $0) } + [.completed(230)], "replay \(replay)")
            XCTAssertEqual(late.events, replayed.map { .next(300, $0) } + [.completed(300)], "replay \(replay)")
            XCTAssertEqual(source.subscriptions, [Subscription(200, 230)], "replay \(replay)")
        }
    }
}
