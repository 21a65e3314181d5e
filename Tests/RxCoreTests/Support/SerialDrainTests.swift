@testable import RxCore
import RxCoreTest
import XCTest

final class SerialDrainTests: XCTestCase {
    func testTheFirstCallerDrainsAndLaterItemsWaitInOrder() {
        var drain = SerialDrain<Int>()
        XCTAssertEqual(drain.enqueue(1), 1)
        XCTAssertNil(drain.enqueue(2))
        XCTAssertNil(drain.enqueue(3))
        XCTAssertEqual(drain.next(), 2)
        XCTAssertEqual(drain.next(), 3)
        XCTAssertNil(drain.next())
        // The drainer stepped down: the next item is handed straight back.
        XCTAssertEqual(drain.enqueue(4), 4)
    }

    func testClosingDropsWaitingItemsAndRefusesNewOnes() {
        var drain = SerialDrain<Int>()
        XCTAssertEqual(drain.enqueue(1), 1)
        XCTAssertNil(drain.enqueue(2))
        drain.close()
        XCTAssertNil(drain.next())
        XCTAssertNil(drain.enqueue(3))
        XCTAssertTrue(drain.pending.isEmpty)
    }

    func testTwoItemsEnqueuedTogetherKeepTheirOrder() {
        var idle = SerialDrain<String>()
        XCTAssertEqual(idle.enqueue("a", then: "b"), "a")
        XCTAssertEqual(idle.next(), "b")
        XCTAssertNil(idle.next())

        var busy = SerialDrain<String>()
        XCTAssertEqual(busy.enqueue("x"), "x")
        XCTAssertNil(busy.enqueue("a", then: "b"))
        XCTAssertEqual(busy.next(), "a")
        XCTAssertEqual(busy.next(), "b")
    }

    func testAnElementAndCompletion() {
        var drain = SerialDrain<Event<Int>>()
        XCTAssertEqual(drain.enqueue(next: 1, completing: true), .next(1))
        XCTAssertEqual(drain.next(), .completed)
        XCTAssertNil(drain.next())
        XCTAssertEqual(drain.enqueue(next: nil, completing: true), .completed)
        XCTAssertNil(drain.next())
        XCTAssertEqual(drain.enqueue(next: 2, completing: false), .next(2))
        XCTAssertNil(drain.next())
        XCTAssertNil(drain.enqueue(next: nil, completing: false))
    }
}
