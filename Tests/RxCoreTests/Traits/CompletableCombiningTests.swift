import RxCore
import RxCoreTest
import XCTest

final class CompletableCombiningTests: RxTestCase {
    func testZipAndMergeCompleteAfterTheLastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(40)])
        let zipped = scheduler.start { Completable.zip(a.asObservable().asCompletable(), b.asObservable().asCompletable()).asObservable() }
        XCTAssertEqual(zipped.events, [.completed(240)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 240)])

        var completions = 0
        _ = Completable.merge([Completable.empty(), Completable.empty()]).subscribe(onCompleted: { completions += 1 })
        _ = Completable.merge(Completable.empty()).subscribe(onCompleted: { completions += 1 })
        _ = Completable.zip([Completable]()).subscribe(onCompleted: { completions += 1 })
        _ = Completable.zip([Completable.empty()][...]).subscribe(onCompleted: { completions += 1 })
        XCTAssertEqual(completions, 4)
    }

    func testMergeFailsAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let slow = scheduler.createColdObservable([Recorded<Event<Never>>.completed(50)])
        let failing = scheduler.createColdObservable([Recorded<Event<Never>>.error(20, testError)])
        let res = scheduler.start {
            Completable.merge(slow.asObservable().asCompletable(), failing.asObservable().asCompletable()).asObservable()
        }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 220)])
    }

    func testConcatRunsOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let res = scheduler.start { Completable.concat(a.asObservable().asCompletable(), b.asObservable().asCompletable()).asObservable() }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(b.subscriptions, [Subscription(210, 220)])
    }

    func testDisposalMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(100)])
        let res = scheduler.start(disposed: 250) { Completable.zip(a.asObservable().asCompletable(), .never()).asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
    }
}
