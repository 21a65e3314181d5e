import RxCore
import RxCoreTest
import XCTest

final class InfallibleTests: RxTestCase {
    func testCreateAndSubscribe() {
        var events: [String] = []
        let infallible = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            return Disposables.create()
        }
        _ = infallible.map { $0 * 10 }.filter { $0 > 10 }.subscribe(
            onNext: { events.append("\($0)") },
            onCompleted: { events.append("completed") },
            onDisposed: { events.append("disposed") }
        )
        XCTAssertEqual(events, ["20", "completed", "disposed"])
    }

    func testErrorsBecomeFallbacks() {
        var values: [Int] = []
        _ = Observable<Int>.error(testError).asInfallible(onErrorJustReturn: 7).subscribe(onNext: { values.append($0) })
        _ = Observable<Int>.error(testError).asInfallible(onErrorFallbackTo: Infallible.of(8, 9))
            .subscribe(onNext: { values.append($0) })
        _ = Observable<Int>.error(testError).asInfallible(onErrorRecover: { _ in Infallible.just(10) })
            .subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [7, 8, 9, 10])
    }

    func testMarble() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0), .completed(220)])
    }

    func testNeverEmptyAndDisposal() {
        var events: [String] = []
        _ = Infallible<Int>.empty().subscribe(onCompleted: { events.append("empty") })
        let subscription = Infallible<Int>.never().subscribe(onNext: { _ in events.append("never") })
        subscription.dispose()
        _ = Infallible.from([1, 2]).compactMap { $0 == 1 ? nil : $0 }
            .subscribe(onNext: { events.append("\($0)") })
        _ = Infallible.just(1).flatMapLatest { Infallible.just($0 + 1) }.subscribe(onNext: { events.append("\($0)") })
        XCTAssertEqual(events, ["empty", "2", "2"])
    }

    func testOperatorsAndRelays() {
        let relay = BehaviorRelay(value: 1)
        var values: [Int] = []
        let subscription = relay.asInfallible()
            .distinctUntilChanged()
            .skip(1)
            .scan(0) { $0 + $1 }
            .startWith(-1)
            .subscribe(onNext: { values.append($0) })
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        subscription.dispose()
        XCTAssertEqual(values, [-1, 2, 5])
    }
}

final class TraitObjectSubscriptionTests: RxTestCase {
    final class Owner { var log: [String] = [] }

    func testSubscribeWithObject() {
        let owner = Owner()
        _ = Single.just(1).subscribe(with: owner, onSuccess: { $0.log.append("single \($1)") })
        _ = Infallible.just(2).subscribe(with: owner, onNext: { $0.log.append("infallible \($1)") },
                                         onCompleted: { $0.log.append("done") })
        _ = Infallible.just(3).subscribe { event in
            if case .next(let value) = event { owner.log.append("event \(value)") }
        }
        XCTAssertEqual(owner.log, ["single 1", "infallible 2", "done", "event 3"])
    }
}
