import XCTest
@testable import Catalogue

final class BeerKeyTableTests: XCTestCase {
    private func candidates(_ table: BeerKeyTable, _ hash: UInt64) -> [Int64] {
        var seen: [Int64] = []
        _ = table.firstCandidate(hash: hash) { seen.append($0); return false }
        return seen
    }

    func testKeysWithTheSameHashAreAllCandidates() {
        var table = BeerKeyTable(expected: 4)
        table.insert(hash: 42, id: 1)
        table.insert(hash: 7, id: 2)
        table.insert(hash: 42, id: 3)
        XCTAssertEqual(candidates(table, 42), [1, 3])
        XCTAssertEqual(candidates(table, 7), [2])
        XCTAssertEqual(candidates(table, 8), [])
        XCTAssertEqual(table.firstCandidate(hash: 42) { $0 == 3 }, 3, "the search stops at the confirmed one")
    }

    func testGrowingPastTheExpectedCountKeepsEveryEntry() {
        var table = BeerKeyTable(expected: 2)
        for id in Int64(1) ... 1_000 {
            table.insert(hash: BeerKeyTable.hash(nameKey: "ale \(id % 500)", breweryID: id % 2), id: id)
        }
        XCTAssertEqual(table.count, 1_000)
        for id in Int64(1) ... 1_000 {
            let hash = BeerKeyTable.hash(nameKey: "ale \(id % 500)", breweryID: id % 2)
            XCTAssertTrue(candidates(table, hash).contains(id))
        }
    }

    func testTheHashTellsBreweriesAndNamesApart() {
        XCTAssertNotEqual(BeerKeyTable.hash(nameKey: "ale", breweryID: 1), BeerKeyTable.hash(nameKey: "ale", breweryID: 2))
        XCTAssertNotEqual(BeerKeyTable.hash(nameKey: "ale", breweryID: 1), BeerKeyTable.hash(nameKey: "alf", breweryID: 1))
        XCTAssertEqual(BeerKeyTable.hash(nameKey: "ale", breweryID: 1), BeerKeyTable.hash(nameKey: "ale", breweryID: 1))
    }
}
