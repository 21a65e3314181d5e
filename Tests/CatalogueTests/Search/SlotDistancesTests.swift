@testable import Catalogue
import XCTest

/// Slot lists written as distances and read back: distances on each side of every 7-bit group's
/// edge, a list starting at slot 0, and two lists side by side in one buffer.
final class SlotDistancesTests: XCTestCase {
    func testListsComeBackExactlyAcrossEveryGroupEdge() {
        let first: [Int32] = [0, 1, 128, 129, 16_512, 16_513, 2_113_664, 270_549_119]
        let second: [Int32] = [127, 16_511, 2_113_663, 270_549_120]
        var bytes: [UInt8] = []
        for list in [first, second] {
            var previous: Int32 = -1
            for slot in list {
                SlotDistances.append(slot, after: previous, to: &bytes)
                previous = slot
            }
        }
        // Distances of 0, 1, 127, 1, 16,383, 1, 2,097,151 and 268,435,455 take 1+1+1+1+2+1+3+4
        // bytes; the second list's 127, 16,384, 2,097,152 and 268,435,457 take 1+3+4+5 bytes.
        let firstEnd = 14
        XCTAssertEqual(bytes.count, firstEnd + 13)

        func slots(in range: Range<Int>) -> [Int32] {
            var set = SlotSet(capacity: 270_549_121)
            bytes.withUnsafeBufferPointer { SlotDistances.insertSlots(of: $0, in: range, into: &set) }
            var found: [Int32] = []
            set.forEach { found.append($0) }
            return found
        }
        XCTAssertEqual(slots(in: 0 ..< firstEnd), first)
        XCTAssertEqual(slots(in: firstEnd ..< bytes.count), second)
        XCTAssertEqual(slots(in: firstEnd ..< firstEnd), [], "an empty range is an empty list")
    }
}
