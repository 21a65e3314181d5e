@testable import Catalogue
import GRDB
import PTYTestSupport
import XCTest

/// The in-memory terms keep each term's rows as small distances: a word most beers share costs
/// about a byte per beer; and prefixes find exactly the beers, by name, by brewery and by style,
/// a brewery's or style's words being kept once for all its beers.
final class FullTextTermsTests: XCTestCase {
    func testSharedWordsTakeAboutAByteABeerAndPrefixesFindTheirBeers() throws {
        let store = try CatalogueStore(path: makeTemporaryDirectory().appendingPathComponent("db.sqlite").path)
        let count = 3_000
        try store.write { tx in
            for number in 0 ..< count {
                try tx.upsert(beer: NewBeer(name: "Ale \(number)", brewery: NewBrewery(name: number < 10 ? "Rare" : "Common"),
                                            style: number % 2 == 0 ? "Ale" : nil))
            }
        }
        let index = try store.reading { db in try store.searchIndex.index(db) }
        // "ale" (every beer): a byte each; each number is one beer, its first, at most three bytes.
        XCTAssertLessThanOrEqual(index.beerWords.postingBytes, count + 3 * count, "four bytes a beer would be \(4 * 2 * count)")
        XCTAssertLessThanOrEqual(index.breweryWords.postingBytes, 2, "two breweries, one word each")
        XCTAssertEqual(index.styleWords.postingBytes, 1, "one style")

        let ids = try store.database.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM beers ORDER BY id") }
        func matches(_ prefix: String, _ columns: SearchColumns) -> Set<Int64> {
            var set = SlotSet(capacity: index.count)
            index.insertMatches(ofPrefix: Array(prefix.utf8), in: columns, into: &set)
            return Set(ids.indices.filter { set.contains(Int32($0)) }.map { ids[$0] })
        }
        let all = Set(ids)
        let even = Set(ids.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
        XCTAssertEqual(matches("al", .all), all)
        XCTAssertEqual(matches("ale", .name), all)
        XCTAssertEqual(matches("ale", .style), even)
        XCTAssertEqual(matches("comm", .brewery), Set(ids[10...]))
        XCTAssertEqual(matches("rar", .all), Set(ids[..<10]))
        XCTAssertEqual(matches("comm", .name), [])
        XCTAssertEqual(matches("comm", [.name, .style]), [])
        XCTAssertEqual(matches("2999", .all), [ids[2_999]])
        XCTAssertEqual(matches("29", .name).count, 1 + 10 + 100, "29, 290–299, 2900–2999")
        XCTAssertEqual(matches("zzz", .all), [])
    }

    /// Phrases FTS5 answers, per column: a brewery's phrase finds its beers through the brewery.
    func testPhrasesAreAskedOfEachColumnsIndex() throws {
        let store = try CatalogueStore.inMemory()
        try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "Pale Ale", brewery: NewBrewery(name: "Sierra Nevada"), style: "Pale Ale"))
            try tx.upsert(beer: NewBeer(name: "Torpedo", brewery: NewBrewery(name: "Sierra Nevada"), style: "India Pale Ale"))
            try tx.upsert(beer: NewBeer(name: "Nevada Sierra", brewery: NewBrewery(name: "Elsewhere")))
        }
        func names(_ pattern: String, _ columns: SearchColumns) throws -> [String] {
            let ids = try store.reading { db in
                let index = try store.searchIndex.index(db)
                let set = try index.matches(of: FTS5Pattern(rawPattern: pattern), in: columns, db)
                return (0 ..< Int32(index.count)).filter(set.contains).map(index.id(of:))
            }
            return try ids.map { try XCTUnwrap(store.beer(id: $0)?.name) }
        }
        XCTAssertEqual(try names("\"sierra nev\"*", .all), ["Pale Ale", "Torpedo"])
        XCTAssertEqual(try names("\"sierra nev\"*", .name), [])
        XCTAssertEqual(try names("\"nevada si\"*", .all), ["Nevada Sierra"])
        XCTAssertEqual(try names("\"pale ale\"*", .style), ["Pale Ale", "Torpedo"])
        XCTAssertEqual(try names("\"pale ale\"*", .name), ["Pale Ale"])
        XCTAssertEqual(try names("\"india\"*", [.name, .brewery]), [])
    }
}
