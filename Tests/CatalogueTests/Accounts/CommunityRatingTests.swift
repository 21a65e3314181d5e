@testable import Catalogue
import GRDB
import PTYTestSupport
import XCTest

/// Every beer's community rating (how many people rated it, their average) stays right through
/// every way a rating changes: rated, re-rated, unrated, the rater's account deleted, the beer
/// updated by an import or removed, and ratings written by another connection.
final class CommunityRatingTests: XCTestCase {
    private var store: CatalogueStore!
    private var accounts: AccountService!
    private var orval: Int64 = 0
    private var westmalle: Int64 = 0

    override func setUpWithError() throws {
        store = try Fixtures.fileStore(in: self)
        accounts = AccountService(store: store, parameters: .testing)
        orval = try id(of: "orval")
        westmalle = try id(of: "westmalle")
    }

    private func id(of query: String) throws -> Int64 {
        try XCTUnwrap(try store.search(SearchRequest(query: QueryParser.parse(query))).beers.first).id
    }

    private func user(_ name: String) throws -> User {
        try accounts.createUser(name: name, password: "correct horse \(name)")
    }

    /// The beer's (average, count) as a search row shows it.
    private func community(_ beerID: Int64, strategy: SearchStrategy = .inMemory) throws -> (Double?, Int) {
        let beer = try XCTUnwrap(try store.search(SearchRequest(limit: 100), strategy: strategy).beers.first { $0.id == beerID })
        return (beer.averageRating, beer.ratingCount)
    }

    private func assertCommunity(_ beerID: Int64, _ average: Double?, _ count: Int,
                                 file: StaticString = #filePath, line: UInt = #line) throws {
        for strategy in [SearchStrategy.inMemory, .sql] {
            let (shownAverage, shownCount) = try community(beerID, strategy: strategy)
            XCTAssertEqual(shownAverage, average, "\(strategy)", file: file, line: line)
            XCTAssertEqual(shownCount, count, "\(strategy)", file: file, line: line)
        }
    }

    func testNobodyRatedShowsNoAverageAndNoCount() throws {
        try assertCommunity(orval, nil, 0)
    }

    func testRateRerateAndUnrate() throws {
        let alice = try user("alice"), bob = try user("bob")
        try store.setRating(4, userID: alice.id, beerID: orval)
        try assertCommunity(orval, 4, 1)
        try store.setRating(5, userID: bob.id, beerID: orval)
        try assertCommunity(orval, 4.5, 2)
        try store.setRating(2, userID: alice.id, beerID: orval)
        try assertCommunity(orval, 3.5, 2)
        try store.setRating(nil, userID: bob.id, beerID: orval)
        try assertCommunity(orval, 2, 1)
        try store.setRating(nil, userID: alice.id, beerID: orval)
        try assertCommunity(orval, nil, 0)
        try assertCommunity(westmalle, nil, 0)
    }

    func testTheSignedInUsersOwnStarsComeWithTheCommunitys() throws {
        let alice = try user("alice"), bob = try user("bob")
        try store.setRating(5, userID: alice.id, beerID: orval)
        try store.setRating(2, userID: bob.id, beerID: orval)
        let row = try XCTUnwrap(try store.search(SearchRequest(query: QueryParser.parse("orval"), userID: bob.id)).beers.first)
        XCTAssertEqual(row.rating, 2)
        XCTAssertEqual(row.averageRating, 3.5)
        XCTAssertEqual(row.ratingCount, 2)
    }

    func testDeletingAnAccountTakesItsRatingsOutOfTheAverages() throws {
        let alice = try user("alice"), bob = try user("bob")
        try store.setRating(1, userID: alice.id, beerID: orval)
        try store.setRating(5, userID: bob.id, beerID: orval)
        try store.setRating(3, userID: alice.id, beerID: westmalle)
        try accounts.deleteUser(name: "alice")
        try assertCommunity(orval, 5, 1)
        try assertCommunity(westmalle, nil, 0)
    }

    func testAnImportThatUpdatesTheBeerKeepsItsRatings() throws {
        let alice = try user("alice")
        try store.setRating(4, userID: alice.id, beerID: orval)
        let result = try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval", country: "Belgium"),
                                        style: "Belgian Pale Ale", abv: 6.9, ibu: 36))
        }
        XCTAssertEqual(result.id, orval)
        XCTAssertEqual(result.outcome, .updated)
        try assertCommunity(orval, 4, 1)
        XCTAssertEqual(try names("rating>=4", sort: .rating), ["Orval"])
    }

    func testAFileImportThatUpdatesTheBeerKeepsItsRatings() throws {
        let alice = try user("alice"), bob = try user("bob")
        try store.setRating(5, userID: alice.id, beerID: orval)
        try store.setRating(2, userID: bob.id, beerID: orval)
        var batch = ImportBatch()
        batch.beers = [ImportedBeer(name: "Orval", brewery: ImportedBrewery(name: "Brasserie d'Orval", country: "Belgium"),
                                    style: "Belgian Pale Ale", abv: 6.9, ibu: 36)]
        let summary = try CatalogueImporter.write(batch, into: store)
        XCTAssertEqual(summary.beersUpdated, 1)
        try assertCommunity(orval, 3.5, 2)
        XCTAssertEqual(try names("rating>3 abv>6.5"), ["Orval"])
    }

    func testARemovedBeerTakesItsSummaryWithIt() throws {
        let alice = try user("alice")
        try store.setRating(4, userID: alice.id, beerID: orval)
        try store.write { tx in try tx.deleteBeer(id: orval) }
        let summaries = try store.reading { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM rating_summaries") }
        XCTAssertEqual(summaries, 0)
    }

    func testRatingsWrittenByAnotherConnectionWithReplaceCountOnce() throws {
        let alice = try user("alice")
        try assertCommunity(orval, nil, 0)
        let other = try DatabaseQueue(path: store.path)
        for stars in [2, 4, 5] {
            try other.write { db in
                try db.execute(sql: "INSERT OR REPLACE INTO ratings (user_id, beer_id, stars) VALUES (?, ?, ?)",
                               arguments: [alice.id, orval, stars])
            }
        }
        try other.close()
        try assertCommunity(orval, 5, 1)
    }

    func testADatabaseMadeBeforeCommunityRatingsIsBackfilled() throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("old.sqlite").path
        let old = try DatabaseQueue(path: path, configuration: CatalogueStore.configuration(readOnly: false, busyTimeout: 1))
        try CatalogueSchema.migrator.migrate(old, upTo: "v4-in-memory-search")
        try old.write { db in
            try db.execute(sql: """
                INSERT INTO breweries (id, name, name_key, sort_key) VALUES (1, 'Orval', 'orval', 'orval');
                INSERT INTO beers (id, name, name_key, sort_key, brewery_id, brewery_sort)
                    VALUES (10, 'Orval', 'orval', 'orval', 1, 'orval'), (11, 'Petite', 'petite', 'petite', 1, 'orval');
                INSERT INTO users (id, name, name_key, password_hash, created_at)
                    VALUES (1, 'alice', 'alice', 'x', 0), (2, 'bob', 'bob', 'x', 0), (3, 'carol', 'carol', 'x', 0);
                INSERT INTO ratings (user_id, beer_id, stars) VALUES (1, 10, 5), (2, 10, 4), (3, 10, 4), (1, 11, 2);
                """)
        }
        try old.close()
        store = try CatalogueStore(path: path)
        let beers = try store.search(SearchRequest(sort: .rating, descending: true)).beers
        XCTAssertEqual(beers.map(\.name), ["Orval", "Petite"])
        XCTAssertEqual(beers.map(\.ratingCount), [3, 1])
        XCTAssertEqual(beers[0].averageRating ?? 0, 13.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(beers[1].averageRating, 2)
        // The triggers work on the migrated file too.
        try store.setRating(nil, userID: 1, beerID: 10)
        XCTAssertEqual(try store.search(SearchRequest(sort: .rating, descending: true)).beers.first?.averageRating, 4)
    }

    private func names(_ query: String, sort: SortField = .name, descending: Bool = false) throws -> [String] {
        try store.search(SearchRequest(query: QueryParser.parse(query), sort: sort, descending: descending)).beers.map(\.name)
    }
}
