import RxCore
import RxCoreTest
import XCTest

final class RetryTests: RxTestCase {
    func testRetryCountResubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), Recorded<Event<Int>>.error(20, testError)])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryForeverUntilSuccess() {
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            if attempts < 5 {
                observer.onError(testError)
            } else {
                observer.onNext(attempts)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        var received: [Int] = []
        var completed = false
        let subscription = source.retry().subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [5])
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func testCompletionPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.retry() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    }

    func testDisposedMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), Recorded<Event<Int>>.error(20, testError)])
        let res = scheduler.start(disposed: 250) { xs.retry() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 250)])
    }

    func testRetryWhenResubscribesOnTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), Recorded<Event<Int>>.error(20, testError)])
        let res = scheduler.start {
            xs.retry { (errors: Observable<Error>) in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    attempt < 2 ? Observable.just(attempt) : Observable.error(error)
                }
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryWhenCompletesWhenTriggerCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), Recorded<Event<Int>>.error(20, testError)])
        let res = scheduler.start { xs.retry { (errors: Observable<Error>) in errors.take(while: { _ in false }) } }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    }

    func testRetryWhenIgnoresTheTriggerWhileNoErrorIsPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(250)])
        let trigger = scheduler.createHotObservable([.next(205, 0), .completed(210)])
        let res = scheduler.start(disposed: 300) { xs.retry { (_: Observable<Error>) in trigger } }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testRetryWhenWithTypedErrorsPassesOtherErrors() {
        struct Transient: Error {}
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), Recorded<Event<Int>>.error(20, testError)])
        let res = scheduler.start { xs.retry { (errors: Observable<Transient>) in errors } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    }
}
