import RxCore
import RxCoreTest
import XCTest

final class EventTests: RxTestCase {
    func testAccessors() {
        let next = Event<Int>.next(1)
        XCTAssertEqual(next.element, 1)
        XCTAssertNil(next.error)
        XCTAssertFalse(next.isStopEvent)
        XCTAssertFalse(next.isCompleted)

        let error = Event<Int>.error(testError)
        XCTAssertNil(error.element)
        XCTAssertNotNil(error.error)
        XCTAssertTrue(error.isStopEvent)

        let completed = Event<Int>.completed
        XCTAssertTrue(completed.isStopEvent)
        XCTAssertTrue(completed.isCompleted)
    }

    func testMap() {
        XCTAssertEqual(Event.next(2).map { $0 * 2 }, .next(4))
        XCTAssertEqual(Event<Int>.completed.map { $0 * 2 }, .completed)
        XCTAssertEqual(Event<Int>.next(1).map { _ -> Int in throw testError }, .error(testError))
    }

    func testDebugDescription() {
        XCTAssertEqual(Event.next(1).debugDescription, "next(1)")
        XCTAssertEqual(Event<Int>.completed.debugDescription, "completed")
    }
}
