@testable import Catalogue
import XCTest

/// A bulk import stages each new beer with its brewery's sort key as it was then (`StagedBeers`),
/// although a later row may rename the brewery. That is right only because a rename keeps the
/// name's lower-case key, and names with the same key fold to the same sort key.
final class BrewerySortKeyTests: XCTestCase {
    func testNamesWithTheSameKeyHaveTheSameSortKey() {
        var differing: [String] = []
        for value in 0x20 ... 0x1FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let name = "Brew" + String(scalar) + "ery"
            for renamed in [name.lowercased(), name.uppercased()]
            where renamed.identityKey == name.identityKey && renamed.foldedKey != name.foldedKey {
                differing.append("\(name) → \(renamed)")
            }
        }
        XCTAssertEqual(differing, [])
    }
}
