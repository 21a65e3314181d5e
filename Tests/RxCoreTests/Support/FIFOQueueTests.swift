@testable import RxCore
import XCTest

final class FIFOQueueTests: XCTestCase {
    func testElementsComeOutInTheOrderTheyWentIn() {
        var queue = FIFOQueue<Int>()
        for value in 0..<10 { queue.append(value) }
        var out: [Int] = []
        while let value = queue.popFirst() { out.append(value) }
        XCTAssertEqual(out, Array(0..<10))
        XCTAssertTrue(queue.isEmpty)
        XCTAssertNil(queue.popFirst())
    }

    func testIteratesOldestFirstWhenWrappedWithoutConsuming() {
        var queue = FIFOQueue<Int>()
        for value in 0..<4 { queue.append(value) }
        _ = queue.popFirst()
        _ = queue.popFirst()
        queue.append(4)
        queue.append(5)  // wraps around the storage's end
        XCTAssertEqual(Array(queue), [2, 3, 4, 5])
        XCTAssertEqual(queue.count, 4)
        let snapshot = queue
        _ = queue.popFirst()
        queue.append(6)
        XCTAssertEqual(Array(snapshot), [2, 3, 4, 5])
        XCTAssertEqual(Array(queue), [3, 4, 5, 6])
        XCTAssertEqual(Array(FIFOQueue<Int>()), [])
    }

    func testGrowingWhileWrappedKeepsTheOrder() {
        var queue = FIFOQueue<Int>()
        var next = 0
        var expected = 0
        // Leave the head in the middle of the storage, then grow past its capacity.
        for _ in 0..<3 { queue.append(next); next += 1 }
        for _ in 0..<2 { XCTAssertEqual(queue.popFirst(), expected); expected += 1 }
        for _ in 0..<20 { queue.append(next); next += 1 }
        XCTAssertEqual(queue.count, 21)
        XCTAssertEqual(queue.first, expected)
        while let value = queue.popFirst() {
            XCTAssertEqual(value, expected)
            expected += 1
        }
        XCTAssertEqual(expected, next)
    }

    func testAQueueThatNeverEmptiesKeepsItsStorage() {
        var queue = FIFOQueue<Int>()
        queue.append(0)
        for value in 1...10_000 {
            queue.append(value)
            XCTAssertEqual(queue.popFirst(), value - 1)
        }
        XCTAssertEqual(queue.count, 1)
        XCTAssertEqual(queue.slots.count, 4, "a queue of one or two elements must not grow")
    }

    func testAnEmptyQueueOwnsNoStorage() {
        var queue = FIFOQueue<String>()
        XCTAssertEqual(queue.slots.count, 0)
        queue.append("a")
        queue.removeAll()
        XCTAssertEqual(queue.slots.count, 0)
        XCTAssertTrue(queue.isEmpty)
    }

    func testPoppedElementsAreReleased() {
        final class Token {}
        weak var released: Token?
        var queue = FIFOQueue<Token>()
        do {
            let token = Token()
            released = token
            queue.append(token)
            queue.append(Token())
            _ = queue.popFirst()
        }
        XCTAssertNil(released, "the queue still held a popped element")
        XCTAssertEqual(queue.count, 1)
    }
}
