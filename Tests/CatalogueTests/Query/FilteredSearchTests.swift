@testable import Catalogue
import Foundation
import GRDB
import XCTest

/// Searches with a full-text match plus filters, which select and count in memory
/// (`SearchIndex`) and page by walking a sort order: results must equal a plain filter.
final class FilteredSearchTests: XCTestCase {
    /// Above the 2,000 matches from which search walks the sort index.
    private static let beers: [NewBeer] = (0..<3_300).map(beer(_:))

    private static func beer(_ index: Int) -> NewBeer {
        let kind = index % 5 == 0 ? "Porter" : "Lager"
        let number = String(format: "%04d", (index * 7919) % 3_300)
        let abv: Double? = index % 11 == 0 ? nil : Double(index % 120) / 10
        let ibu: Double? = index % 8 == 0 ? nil : Double(index % 90)
        let brewery = NewBrewery(name: "Brewery \(index % 50)", country: index % 50 < 9 ? "BE" : "DE")
        return NewBeer(name: kind + " " + number, brewery: brewery, abv: abv, ibu: ibu)
    }

    private func expected(_ word: String, _ test: (NewBeer) -> Bool) -> [String] {
        Self.beers.filter { $0.name.lowercased().hasPrefix(word) && test($0) }.map(\.name).sorted()
    }

    private func allPages(_ store: CatalogueStore, _ text: String, sort: SortField = .name,
                          descending: Bool = false) throws -> (total: Int, names: [String]) {
        let pages = try store.allPages(SearchRequest(query: try QueryParser.parse(text), sort: sort,
                                                     descending: descending, limit: 450))
        return (pages.total, pages.beers.map(\.name))
    }

    func testCountsAndPagesEqualAPlainFilter() throws {
        let store = try Fixtures.store(in: self, beers: Self.beers)
        let cases: [(String, String, (NewBeer) -> Bool)] = [
            ("lager abv>5", "lager", { ($0.abv ?? -1) > 5 }),
            ("lager abv>=5.5", "lager", { ($0.abv ?? -1) >= 5.5 }),
            ("lager abv<3", "lager", { $0.abv.map { $0 < 3 } ?? false }),
            ("lager abv<=3", "lager", { $0.abv.map { $0 <= 3 } ?? false }),
            ("lager abv:4-7", "lager", { $0.abv.map { (4...7).contains($0) } ?? false }),
            ("lager abv=5", "lager", { $0.abv == 5 }),
            ("lager ibu>=40", "lager", { ($0.ibu ?? -1) >= 40 }),
            ("lager abv>2 ibu<60", "lager", { ($0.abv ?? -1) > 2 && $0.ibu.map { $0 < 60 } ?? false }),
            ("lag", "lager", { _ in true }),
            // More than 2,000 results: the page walks the sort index.
            ("lager abv>=0", "lager", { $0.abv != nil }),
            ("lager ibu<100", "lager", { $0.ibu != nil }),
            ("porter abv>9", "porter", { ($0.abv ?? -1) > 9 }),
            // country: intersects the matches with the country's beers in memory.
            ("lager country:be", "lager", { $0.brewery.country == "BE" }),
            ("lager country:be abv>5", "lager", { $0.brewery.country == "BE" && ($0.abv ?? -1) > 5 }),
            ("lager country:be country:de", "lager", { _ in false }),
            ("lager country:de", "lager", { $0.brewery.country == "DE" }),
        ]
        XCTAssertGreaterThan(expected("lager") { $0.abv != nil }.count, 2_000)
        XCTAssertGreaterThan(expected("lager") { $0.brewery.country == "DE" }.count, 2_000)
        XCTAssertNotNil(try store.reading { db in try store.searchIndex.index(db).revision }, "cached by revision")
        for (query, word, test) in cases {
            let want = expected(word, test)
            let got = try allPages(store, query)
            XCTAssertEqual(got.total, want.count, query)
            XCTAssertEqual(got.names, want, query)
        }
        let byABV = try allPages(store, "lager abv>5", sort: .abv, descending: true)
        let abvs = try byABV.names.map { name in try XCTUnwrap(Self.beers.first { $0.name == name }?.abv) }
        XCTAssertEqual(abvs, abvs.sorted(by: >))
        XCTAssertEqual(byABV.total, expected("lager") { ($0.abv ?? -1) > 5 }.count)
    }

    func testCountsFollowChangesMadeByAnyWriter() throws {
        let store = try Fixtures.fileStore(in: self, beers: Self.beers)
        let query = SearchRequest(query: try QueryParser.parse("lager abv>11"))
        let before = try store.search(query).total
        XCTAssertEqual(before, expected("lager") { ($0.abv ?? -1) > 11 }.count)

        // Another process (here a plain SQLite connection) raises every lager below 1% to 12%.
        let queue = try DatabaseQueue(path: store.path)
        let raised = try queue.write { db in
            try db.execute(sql: "UPDATE beers SET abv = 12 WHERE name LIKE 'Lager%' AND abv < 1")
            return db.changesCount
        }
        try queue.close()
        XCTAssertGreaterThan(raised, 0)
        XCTAssertEqual(try store.search(query).total, before + raised)

        let victim = try XCTUnwrap(try store.search(query).beers.first)
        try store.write { tx in try tx.deleteBeer(id: victim.id) }
        XCTAssertEqual(try store.search(query).total, before + raised - 1)

        var batch = ImportBatch()
        batch.beers = (0..<600).map { index in
            ImportedBeer(name: "Lager Import \(index)", brewery: ImportedBrewery(name: "Importer"), abv: 13)
        }
        _ = try CatalogueImporter.write(batch, into: store)
        XCTAssertEqual(try store.search(query).total, before + raised - 1 + 600, "a bulk import moves the revision too")
    }

    func testSparseIdsStayExact() throws {
        let store = try Fixtures.fileStore(in: self, beers: Self.beers)
        let queue = try DatabaseQueue(path: store.path)
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO beers (id, name, name_key, sort_key, brewery_id, brewery_sort, abv)
                SELECT 50000000000, 'Lager Far Away', 'lager far away', 'lager far away', id, sort_key, 11.5
                FROM breweries LIMIT 1
                """)
        }
        try queue.close()
        let page = try store.search(SearchRequest(query: try QueryParser.parse("lager abv>11")))
        XCTAssertEqual(page.total, expected("lager") { ($0.abv ?? -1) > 11 }.count + 1)
    }
}

/// The in-memory bitmap of selected beers, and numeric bounds compared as SQL compares.
final class SlotSetTests: XCTestCase {
    func testInsertContainsIntersectAndFilter() {
        var set = SlotSet(capacity: 200)
        for slot: Int32 in [0, 5, 63, 64, 199] { set.insert(slot) }
        XCTAssertEqual(set.count, 5)
        for slot: Int32 in [0, 5, 63, 64, 199] { XCTAssertTrue(set.contains(slot), "\(slot)") }
        for slot: Int32 in [1, 62, 65, 198] { XCTAssertFalse(set.contains(slot), "\(slot)") }
        var other = SlotSet(capacity: 200)
        for slot: Int32 in [5, 64, 100] { other.insert(slot) }
        set.formIntersection(other)
        XCTAssertEqual(set.count, 2)
        XCTAssertTrue(set.contains(5) && set.contains(64))
        set.filter { $0 != 64 }
        XCTAssertEqual(set.count, 1)
        XCTAssertTrue(set.contains(5))
    }

    func testAllOfHoldsExactlyTheSlotsBelowCount() {
        for count in [0, 1, 63, 64, 65, 130] {
            let all = SlotSet(allOf: count)
            XCTAssertEqual(all.count, count, "\(count)")
            if count > 0 { XCTAssertTrue(all.contains(Int32(count - 1))) }
        }
        XCTAssertFalse(SlotSet(allOf: 65).contains(65), "no bits past the end")
    }

    func testNumericBoundsCompareAsSQLDoesAndNeverPassAMissingValue() {
        XCTAssertTrue(NumericBound.greaterThan(5).contains(5.1))
        XCTAssertFalse(NumericBound.greaterThan(5).contains(5))
        XCTAssertTrue(NumericBound.greaterOrEqual(5).contains(5))
        XCTAssertTrue(NumericBound.lessThan(5).contains(4.9))
        XCTAssertFalse(NumericBound.lessThan(5).contains(5))
        XCTAssertTrue(NumericBound.lessOrEqual(5).contains(5))
        XCTAssertTrue(NumericBound.equal(5).contains(5))
        XCTAssertTrue(NumericBound.between(4, 7).contains(4))
        XCTAssertTrue(NumericBound.between(4, 7).contains(7))
        XCTAssertFalse(NumericBound.between(4, 7).contains(7.01))
        for bound in [NumericBound.greaterThan(-1), .lessThan(100), .between(-1, 100), .equal(0)] {
            XCTAssertFalse(bound.contains(.nan), "\(bound)")
        }
    }
}
