import RxCore
import RxCoreTest
import XCTest

final class ControlPropertyTests: RxTestCase {
    func testValuesAndValueSinkAreSeparateSides() {
        let scheduler = TestScheduler(initialClock: 0)
        let values = BehaviorSubject(value: 1)
        let sink = scheduler.createObserver(Int.self)
        let seen = scheduler.createObserver(Int.self)
        let property = ControlProperty(values: values, valueSink: sink)
        let subscription = property.subscribe(seen)
        property.onNext(5)
        values.onNext(2)
        XCTAssertEqual(seen.events.compactMap(\.value.element), [1, 2])
        XCTAssertEqual(sink.events.compactMap(\.value.element), [5])
        XCTAssertTrue(property.asControlProperty().asObservable() === property.asObservable())
        subscription.dispose()
    }

    func testAnErrorIsReportedNotSetAsAValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let sink = scheduler.createObserver(Int.self)
        let property = ControlProperty(values: Observable<Int>.never(), valueSink: sink)
        property.onError(testError)
        property.onNext(1)
        property.onCompleted()
        XCTAssertEqual(sink.events, [.next(0, 1), .completed(0)])
    }

    func testChangedDropsOnlyTheInitialValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let values = BehaviorSubject(value: "a")
        let property = ControlProperty(values: values, valueSink: scheduler.createObserver(String.self))
        let changes = scheduler.createObserver(String.self)
        let subscription = property.changed.subscribe(changes)
        values.onNext("b")
        values.onNext("c")
        values.onCompleted()
        XCTAssertEqual(changes.events, [.next(0, "b"), .next(0, "c"), .completed(0)])
        subscription.dispose()
    }

    func testOrEmptyMapsNilBothWays() {
        let scheduler = TestScheduler(initialClock: 0)
        let values = BehaviorSubject<String?>(value: nil)
        let sink = scheduler.createObserver(String?.self)
        let property = ControlProperty(values: values, valueSink: sink).orEmpty
        let seen = scheduler.createObserver(String.self)
        let subscription = property.subscribe(seen)
        values.onNext("x")
        property.onNext("y")
        XCTAssertEqual(seen.events, [.next(0, ""), .next(0, "x")])
        XCTAssertEqual(sink.events, [.next(0, "y")])
        subscription.dispose()
    }

    func testAsDriverDeliversOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let driven = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let property = ControlProperty(values: xs, valueSink: scheduler.createObserver(Int.self))
            scheduler.scheduleAt(200) { _ = property.asDriver().drive(driven) }
            scheduler.start()
        }
        XCTAssertEqual(driven.events, [.next(211, 1), .completed(221)])
    }
}
