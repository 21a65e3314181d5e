@testable import Catalogue
import GRDB
import XCTest

/// Each brewery's (or style's) beers, read in the owner index's order: owners with no beers,
/// owners missing from the numbering, beers far apart and beers next to each other.
final class OwnedBeersTests: XCTestCase {
    func testEachOwnersBeersComeBackExactly() throws {
        let queue = try DatabaseQueue()
        let owned: [Int64: [Int64]] = [2: [1, 2, 3], 5: [4, 900_000, 900_001], 6: [], 9: [7], 11: [8]]
        let beerIDs = Array(1 ... 8) + [900_000, 900_001]
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (owner INTEGER, id INTEGER)")
            for (owner, beers) in owned {
                for beer in beers { try db.execute(sql: "INSERT INTO t VALUES (?, ?)", arguments: [owner, beer]) }
            }
        }
        var ownerIDs = SlotIDs.Builder()
        for owner: Int64 in [2, 5, 6, 9] { ownerIDs.append(owner) }
        let owners = ownerIDs.build()
        var slots = SlotIDs.Builder()
        for id in beerIDs { slots.append(Int64(id)) }
        let beers = slots.build()
        let lists = try queue.read { db in
            try OwnedBeers.load(db, sql: "SELECT owner, id FROM t ORDER BY owner, id", owners: owners, beer: beers.slot(of:))
        }
        XCTAssertEqual(lists.ownerCount, 4, "owner 11 has no slot and is left out")

        func beersOf(_ ownerSlots: [Int32]) -> [Int64] {
            var matched = SlotSet(capacity: owners.count)
            for owner in ownerSlots { matched.insert(owner) }
            var set = SlotSet(capacity: beers.count)
            lists.insertBeers(of: matched, into: &set)
            var found: [Int64] = []
            set.forEach { found.append(beers.id(of: $0)) }
            return found
        }
        XCTAssertEqual(beersOf([0]), [1, 2, 3])
        XCTAssertEqual(beersOf([1]), [4, 900_000, 900_001])
        XCTAssertEqual(beersOf([2]), [], "an owner with no beers")
        XCTAssertEqual(beersOf([3]), [7])
        XCTAssertEqual(beersOf([0, 1, 2, 3]), [1, 2, 3, 4, 7, 900_000, 900_001])
        XCTAssertEqual(beersOf([]), [])
    }
}
