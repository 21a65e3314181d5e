@testable import Catalogue
import GRDB
import PTYTestSupport
import XCTest

/// The in-memory terms keep each term's beers as small distances: a word most beers share costs
/// about a byte per beer, and prefixes still find exactly the beers, by column.
final class FullTextTermsTests: XCTestCase {
    func testSharedWordsTakeAboutAByteABeerAndPrefixesFindTheirBeers() throws {
        let store = try CatalogueStore(path: makeTemporaryDirectory().appendingPathComponent("db.sqlite").path)
        let count = 3_000
        try store.write { tx in
            for number in 0 ..< count {
                try tx.upsert(beer: NewBeer(name: "Ale \(number)", brewery: NewBrewery(name: "Common"),
                                            style: number % 2 == 0 ? "Ale" : nil))
            }
        }
        let (terms, ids) = try store.database.read { db in
            let ids = try Int64.fetchAll(db, sql: "SELECT id FROM beers ORDER BY id")
            let position = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, Int32($0)) })
            return (try FullTextTerms.load(db, slot: { position[$0] }), ids)
        }
        // "ale" (every beer, its style in half), "common" (every beer): a byte each; each number
        // is one beer, its first, at most three bytes.
        XCTAssertLessThanOrEqual(terms.postingBytes, 2 * count + 3 * count, "four bytes a beer would be \(4 * 3 * count)")

        func matches(_ prefix: String, _ columns: FullTextTerms.Columns) -> Set<Int64> {
            var set = SlotSet(capacity: ids.count)
            terms.insertMatches(ofPrefix: Array(prefix.utf8), in: columns, into: &set)
            return Set(ids.indices.filter { set.contains(Int32($0)) }.map { ids[$0] })
        }
        let all = Set(ids)
        XCTAssertEqual(matches("al", .all), all)
        XCTAssertEqual(matches("ale", .name), all)
        XCTAssertEqual(matches("ale", .style), Set(ids.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)))
        XCTAssertEqual(matches("comm", .brewery), all)
        XCTAssertEqual(matches("comm", .name), [])
        XCTAssertEqual(matches("2999", .all), [ids[2_999]])
        XCTAssertEqual(matches("29", .name).count, 1 + 10 + 100, "29, 290–299, 2900–2999")
    }
}
