@testable import Catalogue
import GRDB
import XCTest

/// Migration v11 (the journal) on a catalogue an earlier Taproom made: its check-ins are kept,
/// without details; its ratings count as given at the upgrade, so an older check-in imported
/// later leaves them, and a newer one sets them.
final class JournalMigrationTests: XCTestCase {
    func testAnEarlierCatalogueKeepsItsCheckInsAndRatings() async throws {
        let queue = try DatabaseQueue()
        try CatalogueSchema.migrator.migrate(queue, upTo: "v10-numbers-sort-as-numbers")
        try await queue.write { db in
            try db.execute(sql: """
                INSERT INTO users (id, name, name_key, password_hash, created_at) VALUES (1, 'alice', 'alice', 'x', 0);
                INSERT INTO breweries (id, name, name_key, sort_key) VALUES (1, 'Westmalle', 'westmalle', 'westmalle');
                INSERT INTO beers (id, name, name_key, sort_key, brewery_id, brewery_sort)
                    VALUES (1, 'Tripel', 'tripel', 'tripel', 1, 'westmalle');
                INSERT INTO ratings (user_id, beer_id, stars) VALUES (1, 1, 2);
                INSERT INTO checkins (user_id, beer_id, at) VALUES (1, 1, 1500000000);
                """)
        }
        let store = try CatalogueStore(database: queue)  // migrates it
        let catalogue = SQLiteCatalogue(store: store, strategy: .sql)
        let alice = try await catalogue.acting(asUserNamed: "alice")
        let kept = try await catalogue.personalData(beerID: 1, session: alice)
        XCTAssertEqual(kept.checkIns, [CheckIn(id: 1, beerID: 1, time: Date(timeIntervalSince1970: 1_500_000_000))])
        XCTAssertEqual(kept.rating, 2)

        let older = try await catalogue.checkIn(
            beerID: 1, NewCheckIn(time: Date(timeIntervalSince1970: 1_600_000_000), rating: QuarterRating(stars: 5)), session: alice)
        XCTAssertEqual(older.rating, 2, "a rating from before the upgrade counts as given at it")
        let newer = try await catalogue.checkIn(
            beerID: 1, NewCheckIn(time: Date().addingTimeInterval(60), rating: QuarterRating(stars: 3.25)), session: alice)
        XCTAssertEqual(newer.rating, 3, "a check-in after it sets it")
        XCTAssertEqual(newer.checkIns.map(\.rating), [QuarterRating(quarters: 13), QuarterRating(quarters: 20), nil])
    }
}
