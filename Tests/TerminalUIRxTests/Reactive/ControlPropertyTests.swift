import RxCore
import TerminalUI
import TerminalUIRx
import XCTest

final class ControlPropertyTests: BindingTestCase {
    func testValuesAndValueSinkAreSeparateSides() {
        let values = BehaviorSubject(value: 1)
        let sink = EventRecorder<Int>()
        let property = ControlProperty(values: values, valueSink: sink)
        let seen = EventRecorder<Int>()
        let subscription = property.subscribe(seen)
        property.onNext(5)
        values.onNext(2)
        XCTAssertEqual(seen.elements, [1, 2])
        XCTAssertEqual(sink.elements, [5])
        XCTAssertTrue(property.asControlProperty().asObservable() === property.asObservable())
        subscription.dispose()
    }

    func testChangedDropsOnlyTheInitialValue() {
        let values = BehaviorSubject(value: "a")
        let property = ControlProperty(values: values, valueSink: EventRecorder<String>())
        let changes = EventRecorder<String>()
        let subscription = property.changed.subscribe(changes)
        values.onNext("b")
        values.onNext("c")
        values.onCompleted()
        XCTAssertEqual(changes.elements, ["b", "c"])
        XCTAssertTrue(changes.isCompleted)
        subscription.dispose()
    }

    func testOrEmptyMapsNilBothWays() {
        let values = BehaviorSubject<String?>(value: nil)
        let sink = EventRecorder<String?>()
        let property = ControlProperty(values: values, valueSink: sink).orEmpty
        let seen = EventRecorder<String>()
        let subscription = property.subscribe(seen)
        values.onNext("x")
        property.onNext("y")
        XCTAssertEqual(seen.elements, ["", "x"])
        XCTAssertEqual(sink.elements, ["y"])
        subscription.dispose()
    }
}
