import Dispatch
import Locking
import XCTest

final class LockedTests: XCTestCase {
    /// Under `make tsan` this is the check that the sanitizer sees the lock: with a lock it cannot
    /// see (as with `Synchronization.Mutex` on Linux) the counter's updates are reported as a race
    /// even though the total is right.
    func testThreadsAddingUnderTheLockLoseNoUpdate() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.increment() }
        }
        XCTAssertEqual(counter.value, 80_000)
    }

    func testWithLockReturnsTheBodysResultAndKeepsItsChanges() {
        let names = Locked<[String]>([])
        let count = names.withLock { names in
            names.append("Orval")
            return names.count
        }
        XCTAssertEqual(count, 1)
        XCTAssertEqual(names.withLock { $0 }, ["Orval"])
    }

    func testAnErrorThrownInsideIsRethrownWithItsTypeAndTheLockIsReleased() {
        struct Refused: Error, Equatable {}
        let value = Locked(0)
        do {
            try value.withLock { (value: inout Int) throws(Refused) in
                value = 1
                throw Refused()
            }
            XCTFail("expected the error")
        } catch {
            XCTAssertEqual(error, Refused())
        }
        XCTAssertEqual(value.withLock { $0 }, 1, "the change made before the throw stays, and the lock can be taken again")
    }
}

private final class Counter: Sendable {
    private let count = Locked(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}
