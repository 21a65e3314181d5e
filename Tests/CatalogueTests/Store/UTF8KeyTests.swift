import XCTest
@testable import Catalogue

final class UTF8KeyTests: XCTestCase {
    func testKeysAreEqualExactlyWhenTheirBytesAre() {
        let precomposed = "k\u{00F6}lsch"
        let decomposed = "ko\u{0308}lsch"
        XCTAssertEqual(precomposed, decomposed, "String compares by canonical equivalence")
        XCTAssertNotEqual(UTF8Key(precomposed), UTF8Key(decomposed), "the key compares bytes")
        XCTAssertEqual(UTF8Key(precomposed), UTF8Key(String(decoding: Array(precomposed.utf8), as: UTF8.self)))
        var seen: [UTF8Key: Int] = [UTF8Key(precomposed): 1, UTF8Key("brauerei"): 2]
        seen[UTF8Key("k\u{00F6}lsch")] = 3
        XCTAssertEqual(seen.count, 2)
        XCTAssertEqual(seen[UTF8Key(precomposed)], 3)
        XCTAssertNil(seen[UTF8Key(decomposed)])
    }
}
