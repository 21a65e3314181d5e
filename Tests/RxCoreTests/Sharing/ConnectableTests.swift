import RxCore
import RxCoreTest
import XCTest

final class ConnectableTests: RxTestCase {
    func testPublishStartsOnConnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let published = xs.publish()
        let observer = scheduler.createObserver(Int.self)
        var connection: Disposable?
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = published.subscribe(observer) }
        scheduler.scheduleAt(220) { connection = published.connect() }
        scheduler.scheduleAt(240) { connection?.dispose() }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(220, 240)])
    }

    func testConnectTwiceReturnsTheSameConnection() {
        let subject = PublishSubject<Int>()
        let published = subject.publish()
        var received: [Int] = []
        let subscription = published.subscribe(onNext: { received.append($0) })
        let first = published.connect()
        let second = published.connect()
        subject.onNext(1)
        XCTAssertEqual(received, [1])
        second.dispose()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        first.dispose()
        subscription.dispose()
    }

    func testReplayBuffersForLateSubscribers() {
        let subject = PublishSubject<Int>()
        let replayed = subject.replay(2)
        let connection = replayed.connect()
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        var received: [Int] = []
        let subscription = replayed.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [2, 3])
        subscription.dispose()
        connection.dispose()
    }

    func testReplayAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let replayed = xs.replayAll()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let afterTheEnd = scheduler.createObserver(Int.self)
        let subscriptions = CompositeDisposable()
        scheduler.scheduleAt(200) { _ = subscriptions.insert(replayed.connect()) }
        scheduler.scheduleAt(215) { _ = subscriptions.insert(replayed.subscribe(early)) }
        scheduler.scheduleAt(235) { _ = subscriptions.insert(replayed.subscribe(late)) }
        // The finished connection let its subject go: a later subscriber waits on a fresh one.
        scheduler.scheduleAt(250) { _ = subscriptions.insert(replayed.subscribe(afterTheEnd)) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(215, 1), .next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(late.events, [.next(235, 1), .next(235, 2), .next(235, 3), .completed(240)])
        XCTAssertEqual(afterTheEnd.events, [])
        subscriptions.dispose()
    }

    func testMulticastWithFixedSubjectStaysStopped() {
        let subject = PublishSubject<Int>()
        let multicast = Observable.of(1).multicast(subject)
        var events: [String] = []
        let first = multicast.subscribe(onNext: { events.append("next \($0)") }, onCompleted: { events.append("done") })
        _ = multicast.connect()
        let second = multicast.subscribe(onCompleted: { events.append("late done") })
        XCTAssertEqual(events, ["next 1", "done", "late done"])
        first.dispose()
        second.dispose()
    }

    func testMulticastMakeSubjectReconnects() {
        var runs = 0
        let source = Observable<Int>.deferred {
            runs += 1
            return Observable.just(runs)
        }
        let multicast = source.multicast(makeSubject: { PublishSubject<Int>() })
        var received: [Int] = []
        let first = multicast.subscribe(onNext: { received.append($0) })
        _ = multicast.connect()
        let second = multicast.subscribe(onNext: { received.append($0) })
        _ = multicast.connect()
        XCTAssertEqual(received, [1, 2])
        first.dispose()
        second.dispose()
    }

    func testReplayReconnectsWithAFreshBufferThatEarlierSubscribersDoNotSee() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(100)])
        let replayed = xs.replay(1)
        let observer = scheduler.createObserver(Int.self)
        var connection: Disposable?
        var subscription: Disposable?
        scheduler.scheduleAt(200) { connection = replayed.connect() }
        scheduler.scheduleAt(250) { subscription = replayed.subscribe(observer) }
        scheduler.scheduleAt(260) { connection?.dispose() }
        scheduler.scheduleAt(300) { connection = replayed.connect() }
        scheduler.scheduleAt(350) { connection?.dispose() }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(250, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260), Subscription(300, 350)])
    }

    func testMulticastWithSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { shared in
                Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 }
            })
        }
        XCTAssertEqual(res.events, [.next(210, 11), .next(220, 22), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMulticastThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw testError })
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testRefCountConnectsOnFirstAndDisconnectsAfterLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3)])
        let counted = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(205) { subscriptions.append(counted.subscribe(first)) }
        scheduler.scheduleAt(220) { subscriptions.append(counted.subscribe(second)) }
        scheduler.scheduleAt(235) { subscriptions[0].dispose() }
        scheduler.scheduleAt(240) { subscriptions[1].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(second.events, [.next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 240)])
    }
}
