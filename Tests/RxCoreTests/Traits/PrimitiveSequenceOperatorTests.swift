import RxCore
import RxCoreTest
import XCTest

final class PrimitiveSequenceOperatorTests: RxTestCase {
    func testTimedOperatorsKeepTheTrait() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single.just(1)
                .delaySubscription(.seconds(10), scheduler: scheduler)
                .delay(.seconds(5), scheduler: scheduler)
                .observe(on: scheduler)
                .subscribe(on: scheduler)
                .asObservable()
        }
        XCTAssertEqual(res.events, [.next(217, 1), .completed(218)])
    }

    func testCatchRetryAndTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let flaky = Single<Int>.create { observer in
            attempts += 1
            observer(attempts < 3 ? .failure(testError) : .success(attempts))
            return Disposables.create()
        }
        let retried = scheduler.start { flaky.retry(3).asObservable() }
        XCTAssertEqual(retried.events, [.next(200, 3), .completed(200)])

        let caughtScheduler = TestScheduler(initialClock: 0)
        let caught = caughtScheduler.start { Single<Int>.error(testError).catch { _ in .just(7) }.asObservable() }
        XCTAssertEqual(caught.events, [.next(200, 7), .completed(200)])

        let timeoutScheduler = TestScheduler(initialClock: 0)
        let timedOut = timeoutScheduler.start {
            Single<Int>.never().timeout(.seconds(10), other: .just(8), scheduler: timeoutScheduler).asObservable()
        }
        XCTAssertEqual(timedOut.events, [.next(210, 8), .completed(210)])
    }

    func testCatchAndReturnAndDo() {
        var log: [String] = []
        _ = Single<Int>.error(testError).catchAndReturn(1)
            .do(onSuccess: { log.append("success \($0)") }, onSubscribe: { log.append("subscribe") })
            .subscribe(onSuccess: { log.append("got \($0)") })
        _ = Maybe<Int>.error(testError).catchAndReturn(2).subscribe(onSuccess: { log.append("maybe \($0)") })
        XCTAssertEqual(log, ["subscribe", "success 1", "got 1", "maybe 2"])
    }
}
