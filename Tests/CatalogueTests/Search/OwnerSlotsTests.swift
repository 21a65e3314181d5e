@testable import Catalogue
import XCTest

/// Beers' breweries and styles take two bytes a beer while their table is small enough, four
/// otherwise, and answer alike either way.
final class OwnerSlotsTests: XCTestCase {
    private func build(ownerCount: Int, _ owners: [Int32?]) -> OwnerSlots {
        var builder = OwnerSlots.Builder(ownerCount: ownerCount)
        for owner in owners { builder.append(owner) }
        return builder.build()
    }

    func testNarrowAndWideAnswerAlike() {
        let owners: [Int32?] = [0, nil, 3, 65_533, 3, nil, 1]
        let narrow = build(ownerCount: 65_534, owners)
        let wide = build(ownerCount: 65_535, owners)
        guard case .narrow = narrow, case .wide = wide else { return XCTFail("\(narrow) \(wide)") }
        var matched = SlotSet(capacity: 65_534)
        matched.insert(3)
        matched.insert(65_533)
        for slots in [narrow, wide] {
            XCTAssertEqual((0 ..< Int32(owners.count)).map { slots.owner(of: $0) }, owners)
            var beers = SlotSet(capacity: owners.count)
            slots.insertBeers(ownedBy: matched, into: &beers)
            XCTAssertEqual((0 ..< Int32(owners.count)).filter(beers.contains), [2, 3, 4])
        }
    }
}
