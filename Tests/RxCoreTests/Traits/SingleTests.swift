import RxCore
import RxCoreTest
import XCTest

final class SingleTests: RxTestCase {
    func testCreateDeliversOnlyTheFirstEvent() {
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(testError))
            return Disposables.create()
        }
        var results: [String] = []
        let subscription = single.subscribe(onSuccess: { results.append("success \($0)") },
                                             onFailure: { _ in results.append("failure") },
                                             onDisposed: { results.append("disposed") })
        XCTAssertEqual(results, ["success 1", "disposed"])
        subscription.dispose()
    }

    func testResultHandler() {
        var results: [String] = []
        _ = Single.just(3).subscribe { result in
            switch result {
            case .success(let value): results.append("\(value)")
            case .failure: results.append("failure")
            }
        }
        _ = Single<Int>.error(testError).subscribe { result in
            if case .failure(let error) = result { results.append("\(error)") }
        }
        XCTAssertEqual(results, ["3", "\(testError)"])
    }

    func testAsSingleRequiresExactlyOneElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let one = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(scheduler.start { one.asSingle() }.events, [.next(220, 1), .completed(220)])

        let emptyScheduler = TestScheduler(initialClock: 0)
        let empty = emptyScheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        XCTAssertEqual(emptyScheduler.start { empty.asSingle() }.events, [.error(220, RxError.noElements)])

        let twoScheduler = TestScheduler(initialClock: 0)
        let two = twoScheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        XCTAssertEqual(twoScheduler.start { two.asSingle() }.events, [.error(215, RxError.moreThanOneElement)])
        XCTAssertEqual(two.subscriptions, [Subscription(200, 215)])
    }

    func testMapAndFlatMap() {
        var values: [Int] = []
        _ = Single.just(2).map { $0 * 10 }.flatMap { Single.just($0 + 1) }.subscribe(onSuccess: { values.append($0) })
        var failures = 0
        _ = Single.just(2).map { _ -> Int in throw testError }.subscribe(onFailure: { _ in failures += 1 })
        XCTAssertEqual(values, [21])
        XCTAssertEqual(failures, 1)
    }

    func testNeverAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start(disposed: 300) { xs.asSingle() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        var fired = false
        let subscription = Single<Int>.never().subscribe(onSuccess: { _ in fired = true })
        subscription.dispose()
        XCTAssertFalse(fired)
    }

    func testConversions() {
        var maybe: [String] = []
        _ = Single.just(1).asMaybe().subscribe(onSuccess: { maybe.append("\($0)") }, onCompleted: { maybe.append("empty") })
        var completed = false
        _ = Single.just(1).asCompletable().subscribe(onCompleted: { completed = true })
        XCTAssertEqual(maybe, ["1"])
        XCTAssertTrue(completed)
    }
}
