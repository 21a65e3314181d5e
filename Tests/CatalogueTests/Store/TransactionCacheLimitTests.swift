@testable import Catalogue
import GRDB
import PTYTestSupport
import XCTest

/// A write transaction remembers the breweries and styles it has met, but only up to its cache
/// limit: past it, they are looked up again. What it stores must not depend on what it still
/// remembers, and it must still tell the breweries it made from older ones.
final class TransactionCacheLimitTests: XCTestCase {
    private var store: CatalogueStore!

    override func setUpWithError() throws {
        store = try CatalogueStore(path: makeTemporaryDirectory().appendingPathComponent("db.sqlite").path)
        _ = try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "Old Ale", brewery: NewBrewery(name: "Old Brewery", city: "York"), style: "Old"))
        }
    }

    private func beer(_ number: Int, brewery: Int) -> NewBeer {
        NewBeer(name: "Ale \(number)", brewery: NewBrewery(name: "Brewery \(brewery)", country: "BE"),
                style: "Style \(brewery % 5)", abv: Double(number % 9) + 1)
    }

    func testTheCachesStayWithinTheirLimitAndEveryRowIsStoredAsWithoutOne() throws {
        let rows = (0 ..< 60).map { beer($0, brewery: ($0 * 7) % 20) }
        let results = try store.database.write { db in
            let tx = CatalogueTransaction(db, cacheLimit: 3)
            var results: [UpsertResult] = []
            for row in rows {
                results.append(try tx.upsert(beer: row))
                XCTAssertLessThanOrEqual(tx.cachedCount.breweries, 3)
                XCTAssertLessThanOrEqual(tx.cachedCount.styles, 3)
            }
            // A brewery this transaction made and has since forgotten is still found, unchanged.
            XCTAssertEqual(try tx.upsertBrewery(NewBrewery(name: "Brewery 0")).outcome, .unchanged)
            XCTAssertEqual(try tx.upsertBrewery(NewBrewery(name: "Old Brewery", city: "York")).outcome, .unchanged)
            XCTAssertEqual(try tx.upsertBrewery(NewBrewery(name: "Old Brewery", city: "York", region: "Yorkshire")).outcome,
                           .updated)
            // Another city is another brewery of the same name, and both are then remembered.
            XCTAssertEqual(try tx.upsertBrewery(NewBrewery(name: "Old Brewery", city: "Leeds")).outcome, .added)
            XCTAssertEqual(try tx.upsertBrewery(NewBrewery(name: "old brewery", city: "YORK")).outcome, .updated)
            XCTAssertEqual(try tx.upsertBrewery(NewBrewery(name: "Old Brewery", city: "Leeds")).outcome, .unchanged)
            XCTAssertEqual(tx.changes.breweriesAdded, 21)
            return results
        }
        XCTAssertEqual(results.map(\.outcome), Array(repeating: .added, count: 60))
        XCTAssertEqual(Set(results.map(\.id)).count, 60)

        let stored = try store.allBeers().filter { $0.name.hasPrefix("Ale ") }
        XCTAssertEqual(stored.count, 60)
        for beer in stored {
            let number = Int(beer.name.dropFirst(4))!
            XCTAssertEqual(beer.brewery.name, "Brewery \((number * 7) % 20)")
            XCTAssertEqual(beer.style?.name, "Style \(((number * 7) % 20) % 5)")
        }
        XCTAssertEqual(try store.stats().breweries, 22)
        let styles = try store.database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM styles") }
        XCTAssertEqual(styles, 6, "five new styles and Old: none made twice")
        let places = try store.database.read {
            try Row.fetchAll($0, sql: "SELECT city, region FROM breweries WHERE name_key = 'old brewery' ORDER BY id")
                .map { [$0["city"], $0["region"]] as [String?] }
        }
        XCTAssertEqual(places, [["YORK", "Yorkshire"], ["Leeds", nil]])
    }

    /// A bulk import stages (or appends) the beers of breweries it made without looking them up;
    /// after the cache has forgotten such a brewery it must still know it made it, and an older
    /// brewery's beer must still be found and updated rather than written as new.
    func testABulkWriteWithASmallCacheStoresWhatRowByRowUpsertsStore() throws {
        try assertBulkWriteWithASmallCacheStoresWhatRowByRowUpsertsStore(StagedBeers.init)
        try setUpWithError()
        try assertBulkWriteWithASmallCacheStoresWhatRowByRowUpsertsStore(AppendedBeers.init)
    }

    private func assertBulkWriteWithASmallCacheStoresWhatRowByRowUpsertsStore(
        _ writer: (CatalogueTransaction) throws -> any BulkBeerWriter
    ) throws {
        let rows = (0 ..< 40).map { beer($0 % 30, brewery: ($0 % 30 * 7) % 11) }
            + [NewBeer(name: "old ale", brewery: NewBrewery(name: "OLD BREWERY"), abv: 6)]
        let (added, duplicates) = try store.database.write { db in
            let tx = CatalogueTransaction(db, cacheLimit: 2)
            let staged = try writer(tx)
            var upserted: [UpsertResult] = []
            for row in rows {
                if let result = try staged.upsert(PreparedBeer(row)) { upserted.append(result) }
            }
            XCTAssertEqual(upserted.map(\.outcome), [.updated], "only the old beer is upserted at once")
            return try staged.finish()
        }
        XCTAssertEqual(added, 30)
        XCTAssertEqual(duplicates, 10)
        let stored = try store.allBeers()
        XCTAssertEqual(stored.count, 31)
        let old = try XCTUnwrap(stored.first { $0.name == "old ale" })
        XCTAssertEqual(old.abv, 6)
        XCTAssertEqual(old.brewery.name, "OLD BREWERY")
    }
}
