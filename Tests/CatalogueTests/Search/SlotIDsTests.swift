@testable import Catalogue
import XCTest

/// `SlotIDs`: contiguous ids keep no list; ids with gaps (dense or far apart) are listed, and
/// every arrangement maps ids to slots and back the same way.
final class SlotIDsTests: XCTestCase {
    private func build(_ ids: [Int64]) -> SlotIDs {
        var builder = SlotIDs.Builder()
        for id in ids { builder.append(id) }
        return builder.build()
    }

    func testEveryArrangementMapsIDsAndSlotsBothWays() {
        let cases: [[Int64]] = [[], [7], Array(5...40), [1, 2, 3, 5, 6, 9], [3, 10_000, 10_001, 5_000_000_000]]
        for ids in cases {
            let slots = build(ids)
            XCTAssertEqual(slots.count, ids.count)
            for (slot, id) in ids.enumerated() {
                XCTAssertEqual(slots.id(of: Int32(slot)), id)
                XCTAssertEqual(slots.slot(of: id), Int32(slot))
            }
            for missing in [Int64.min, -1, 0, 4, 8, 41, 10_002, Int64.max] where !ids.contains(missing) {
                XCTAssertNil(slots.slot(of: missing), "\(missing) in \(ids.prefix(6))")
            }
        }
    }

    func testContiguousIDsKeepNoList() {
        guard case .contiguous(first: 5, count: 36) = build(Array(5...40)) else { return XCTFail("listed") }
        guard case .listed(_, denseSlots: .some) = build([1, 2, 3, 5]) else { return XCTFail("not dense") }
        guard case .listed(_, denseSlots: nil) = build([1, 5_000_000_000]) else { return XCTFail("dense") }
    }
}
