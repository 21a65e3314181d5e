import RxCore
import RxCoreTest
import XCTest

final class CompletableTests: RxTestCase {
    func testCreateEmptyAndError() {
        var events: [String] = []
        _ = Completable.create { observer in
            observer(.completed)
            observer(.error(testError))
            return Disposables.create()
        }.subscribe { event in
            switch event {
            case .completed: events.append("completed")
            case .error: events.append("error")
            }
        }
        _ = Completable.error(testError).subscribe(onCompleted: { events.append("completed") },
                                                   onError: { _ in events.append("error") })
        _ = Completable.empty().subscribe(onCompleted: { events.append("empty") })
        XCTAssertEqual(events, ["completed", "error", "empty"])
    }

    func testAndThenRunsTheNextAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
        let second = scheduler.createColdObservable([.next(10, 5), .completed(30)])
        let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(res.events, [.next(230, 5), .completed(250)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 250)])
    }

    func testAndThenSkipsAfterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let second = scheduler.createColdObservable([.next(10, 5), .completed(30)])
        let res = scheduler.start { Completable.error(testError).andThen(second.asObservable().asSingle()) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testAndThenForms() {
        var events: [String] = []
        _ = Completable.empty().andThen(Single.just(1)).subscribe(onSuccess: { events.append("single \($0)") })
        _ = Completable.empty().andThen(Maybe<Int>.empty()).subscribe(onCompleted: { events.append("maybe empty") })
        _ = Completable.empty().andThen(Completable.empty()).subscribe(onCompleted: { events.append("completable") })
        XCTAssertEqual(events, ["single 1", "maybe empty", "completable"])
    }

    func testAsCompletableDropsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.ignoreElements().asCompletable().andThen(Observable.just(9)) }
        XCTAssertEqual(res.events, [.next(220, 9), .completed(220)])
    }

    func testNeverAndDisposal() {
        var completed = false
        let subscription = Completable.never().subscribe(onCompleted: { completed = true })
        subscription.dispose()
        XCTAssertFalse(completed)
    }
}

final class CompletableAndThenReleaseTests: RxTestCase {
    private final class Token {}

    /// Once the first completable has finished, `andThen` keeps nothing of it alive.
    func testTheFirstCompletableIsReleasedOnceItFinished() {
        for stop in [Recorded<Event<Never>>.completed(210), .error(210, testError)] {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([stop])
            var token: Token? = Token()
            weak let weakToken = token
            let subscription = source.asCompletable()
                .do(onError: { [token] _ in _ = token }, onCompleted: { [token] in _ = token })
                .andThen(Observable<Int>.never())
                .subscribe(onError: { _ in })
            token = nil
            XCTAssertNotNil(weakToken)
            scheduler.advanceTo(300)
            XCTAssertNil(weakToken)
            subscription.dispose()
        }
    }
}

final class AsObservableWrapperTests: RxTestCase {
    /// `asObservable()` of a non-`Observable` source (here a test observable) releases the
    /// source at its stop event, so `asCompletable()` over it does too.
    func testTheWrappedSourceIsReleasedAtItsStopEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(250, Never.self), .error(260, testError)])
        let observer = scheduler.start { source.asCompletable().asObservable() }
        XCTAssertEqual(observer.events, [.completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }
}
