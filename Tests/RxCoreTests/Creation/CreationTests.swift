import RxCore
import RxCoreTest
import XCTest

final class CreationTests: RxTestCase {
    func testFromOptionalOnASchedulerCompletesInASecondAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let some = scheduler.start { Observable.from(optional: Int?.some(5), scheduler: scheduler) }
        XCTAssertEqual(some.events, [.next(201, 5), .completed(202)])
        let other = TestScheduler(initialClock: 0)
        let none = other.start { Observable.from(optional: Int?.none, scheduler: other) }
        XCTAssertEqual(none.events, [.completed(201)])
    }

    func testJust() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.just(42) }
        XCTAssertEqual(observer.events, [.next(200, 42), .completed(200)])
    }

    func testJustOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.just(42, scheduler: scheduler) }
        // RxSwift completes in a second scheduled action, one tick later.
        XCTAssertEqual(observer.events, [.next(201, 42), .completed(202)])
    }

    func testOfAndFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable.of(1, 2, 3) }.events,
                       [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
        let other = TestScheduler(initialClock: 0)
        XCTAssertEqual(other.start { Observable.from([1, 2]) }.events,
                       [.next(200, 1), .next(200, 2), .completed(200)])
        let third = TestScheduler(initialClock: 0)
        XCTAssertEqual(third.start { Observable.from(1...2) }.events,
                       [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testOfOnVirtualSchedulerStepsInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.of(1, 2, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testOfDisposedMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 202) { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 1)])
    }

    func testFromOptional() {
        var values: [Int] = []
        var completions = 0
        _ = Observable.from(optional: 1).subscribe(onNext: { values.append($0) }, onCompleted: { completions += 1 })
        _ = Observable<Int>.from(optional: nil).subscribe(onNext: { values.append($0) }, onCompleted: { completions += 1 })
        XCTAssertEqual(values, [1])
        XCTAssertEqual(completions, 2)
    }

    func testEmptyNeverError() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable<Int>.empty() }.events, [.completed(200)])
        let other = TestScheduler(initialClock: 0)
        XCTAssertEqual(other.start { Observable<Int>.never() }.events, [])
        let third = TestScheduler(initialClock: 0)
        XCTAssertEqual(third.start { Observable<Int>.error(testError) }.events, [.error(200, testError)])
    }

    func testCreateKeepsGrammar() {
        var disposed = false
        let observable = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(testError)
            return Disposables.create { disposed = true }
        }
        var events: [Event<Int>] = []
        _ = observable.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .completed])
        XCTAssertTrue(disposed)
    }

    func testCreateDisposalStopsDelivery() {
        var captured: AnyObserver<Int>?
        var disposed = false
        let observable = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create { disposed = true }
        }
        var values: [Int] = []
        let subscription = observable.subscribe(onNext: { values.append($0) })
        captured?.onNext(1)
        subscription.dispose()
        captured?.onNext(2)
        XCTAssertEqual(values, [1])
        XCTAssertTrue(disposed)
    }
}
