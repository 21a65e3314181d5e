import RxCore
import RxCoreTest
import XCTest

final class MaybeTests: RxTestCase {
    func testSuccessEmptyAndError() {
        var events: [String] = []
        let record: (MaybeEvent<Int>) -> Void = { event in
            switch event {
            case .success(let value): events.append("success \(value)")
            case .error: events.append("error")
            case .completed: events.append("completed")
            }
        }
        _ = Maybe.just(1).subscribe(record)
        _ = Maybe<Int>.empty().subscribe(record)
        _ = Maybe<Int>.error(testError).subscribe(record)
        _ = Maybe<Int>.create { observer in
            observer(.completed)
            observer(.success(2))
            return Disposables.create()
        }.subscribe(record)
        XCTAssertEqual(events, ["success 1", "completed", "error", "completed"])
    }

    func testHandlersDoNotReportCompletionAfterSuccess() {
        var events: [String] = []
        _ = Maybe.just(1).subscribe(onSuccess: { events.append("success \($0)") },
                                    onError: { _ in events.append("error") },
                                    onCompleted: { events.append("completed") },
                                    onDisposed: { events.append("disposed") })
        XCTAssertEqual(events, ["success 1", "disposed"])
    }

    func testAsMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        XCTAssertEqual(scheduler.start { empty.asMaybe() }.events, [.completed(220)])
        let twoScheduler = TestScheduler(initialClock: 0)
        let two = twoScheduler.createHotObservable([.next(210, 1), .next(215, 2)])
        XCTAssertEqual(twoScheduler.start { two.asMaybe() }.events, [.error(215, RxError.moreThanOneElement)])
    }

    func testMapFlatMapAndNever() {
        var values: [Int] = []
        _ = Maybe.just(2).map { $0 * 10 }.flatMap { Maybe.just($0 + 1) }.subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [21])
        let subscription = Maybe<Int>.never().subscribe(onSuccess: { values.append($0) })
        subscription.dispose()
        XCTAssertEqual(values, [21])
    }
}
