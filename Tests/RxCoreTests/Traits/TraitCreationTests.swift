import RxCore
import RxCoreTest
import XCTest

final class TraitCreationTests: RxTestCase {
    func testUsingDisposesTheResourceWithTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = BooleanDisposable()
        let observer = scheduler.start {
            Single<Int>.using({ resource },
                              primitiveSequenceFactory: { _ in Single<Int>.timer(.seconds(30), scheduler: scheduler) }).asObservable()
        }
        XCTAssertEqual(observer.events, [.next(230, 0), .completed(230)])
        XCTAssertTrue(resource.isDisposed)
    }

    func testTimerAndJustOnASchedulerForSingleAndMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Maybe<Int>.timer(.seconds(5), scheduler: scheduler).asObservable() }.events,
                       [.next(205, 0), .completed(205)])
        let other = TestScheduler(initialClock: 0)
        XCTAssertEqual(other.start { Single.just(3, scheduler: other).asObservable() }.events, [.next(201, 3), .completed(202)])
        let third = TestScheduler(initialClock: 0)
        XCTAssertEqual(third.start { Maybe.just(4, scheduler: third).asObservable() }.events, [.next(201, 4), .completed(202)])
    }

    func testCompletableConcatOfTwo() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let second = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
        let observer = scheduler.start { first.asCompletable().concat(second.asCompletable()).asObservable() }
        XCTAssertEqual(observer.events.map(\.time), [230])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])
    }

    func testRetryWhenWithAnyError() {
        var attempts = 0
        let single = Single<Int>.create { observer in
            attempts += 1
            observer(attempts < 3 ? .failure(testError) : .success(attempts))
            return Disposables.create()
        }
        var result: Int?
        _ = single.retry { (errors: Observable<Swift.Error>) in errors }.subscribe(onSuccess: { result = $0 })
        XCTAssertEqual(result, 3)
    }
}
