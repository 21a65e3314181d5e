@testable import Catalogue
import GRDB
import PTYTestSupport
import XCTest

/// Every beer's community rating (how many people rated it, their average) stays right through
/// every way a rating changes: rated, re-rated, unrated, the rater's account deleted, the beer
/// updated by an import or removed, and ratings written by another connection.
final class CommunityRatingTests: XCTestCase {
    private var store: CatalogueStore!
    private var catalogue: SQLiteCatalogue!
    private var orval: Int64 = 0
    private var westmalle: Int64 = 0

    override func setUpWithError() throws {
        store = try Fixtures.fileStore(in: self)
        catalogue = SQLiteCatalogue.testing(store)
        orval = try id(of: "orval")
        westmalle = try id(of: "westmalle")
    }

    private func id(of query: String) throws -> Int64 {
        try XCTUnwrap(try store.search(SearchRequest(query: QueryParser.parse(query))).beers.first).id
    }

    private func user(_ name: String) async throws -> Session {
        try await catalogue.account(name)
    }

    private func rate(_ stars: Int?, _ beerID: Int64, by session: Session) async throws {
        _ = try await catalogue.setRating(stars, beerID: beerID, session: session)
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

    func testRateRerateAndUnrate() async throws {
        let alice = try await user("alice"), bob = try await user("bob")
        try await rate(4, orval, by: alice)
        try assertCommunity(orval, 4, 1)
        try await rate(5, orval, by: bob)
        try assertCommunity(orval, 4.5, 2)
        try await rate(2, orval, by: alice)
        try assertCommunity(orval, 3.5, 2)
        try await rate(nil, orval, by: bob)
        try assertCommunity(orval, 2, 1)
        try await rate(nil, orval, by: alice)
        try assertCommunity(orval, nil, 0)
        try assertCommunity(westmalle, nil, 0)
    }

    func testTheSignedInUsersOwnStarsComeWithTheCommunitys() async throws {
        let alice = try await user("alice"), bob = try await user("bob")
        try await rate(5, orval, by: alice)
        try await rate(2, orval, by: bob)
        let page = try await catalogue.search(SearchRequest(query: QueryParser.parse("orval")), as: bob)
        let row = try XCTUnwrap(page.beers.first)
        XCTAssertEqual(row.rating, 2)
        XCTAssertEqual(row.averageRating, 3.5)
        XCTAssertEqual(row.ratingCount, 2)
    }

    func testDeletingAnAccountTakesItsRatingsOutOfTheAverages() async throws {
        let alice = try await user("alice"), bob = try await user("bob")
        try await rate(1, orval, by: alice)
        try await rate(5, orval, by: bob)
        try await rate(3, westmalle, by: alice)
        try await catalogue.deleteAccount(name: "alice")
        try assertCommunity(orval, 5, 1)
        try assertCommunity(westmalle, nil, 0)
    }

    func testAnImportThatUpdatesTheBeerKeepsItsRatings() async throws {
        let alice = try await user("alice")
        try await rate(4, orval, by: alice)
        let result = try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval", country: "Belgium"),
                                        style: "Belgian Pale Ale", abv: 6.9, ibu: 36))
        }
        XCTAssertEqual(result.id, orval)
        XCTAssertEqual(result.outcome, .updated)
        try assertCommunity(orval, 4, 1)
        XCTAssertEqual(try names("rating>=4", sort: .rating), ["Orval"])
    }

    func testAFileImportThatUpdatesTheBeerKeepsItsRatings() async throws {
        let alice = try await user("alice"), bob = try await user("bob")
        try await rate(5, orval, by: alice)
        try await rate(2, orval, by: bob)
        var batch = ImportBatch()
        batch.beers = [ImportedBeer(name: "Orval", brewery: ImportedBrewery(name: "Brasserie d'Orval", country: "Belgium"),
                                    style: "Belgian Pale Ale", abv: 6.9, ibu: 36)]
        let summary = try CatalogueImporter.write(batch, into: store)
        XCTAssertEqual(summary.beersUpdated, 1)
        try assertCommunity(orval, 3.5, 2)
        XCTAssertEqual(try names("rating>3 abv>6.5"), ["Orval"])
    }

    func testARemovedBeerTakesItsSummaryWithIt() async throws {
        let alice = try await user("alice")
        try await rate(4, orval, by: alice)
        try store.write { tx in try tx.deleteBeer(id: orval) }
        let summaries = try store.reading { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM rating_summaries") }
        XCTAssertEqual(summaries, 0)
    }

    func testRatingsWrittenByAnotherConnectionWithReplaceCountOnce() async throws {
        let alice = try await user("alice")
        try assertCommunity(orval, nil, 0)
        let other = try DatabaseQueue(path: store.path)
        for stars in [2, 4, 5] {
            try await other.write { [orval] db in
                try db.execute(sql: "INSERT OR REPLACE INTO ratings (user_id, beer_id, stars) VALUES (?, ?, ?)",
                               arguments: [alice.user.id, orval, stars])
            }
        }
        try other.close()
        try assertCommunity(orval, 5, 1)
    }

    func testADatabaseMadeBeforeCommunityRatingsIsBackfilled() async throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("old.sqlite").path
        let old = try DatabaseQueue(path: path, configuration: CatalogueStore.configuration(readOnly: false, busyTimeout: 1))
        try CatalogueSchema.migrator.migrate(old, upTo: "v4-in-memory-search")
        try await old.write { db in
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
        let catalogue = SQLiteCatalogue.testing(store)
        let alice = try await catalogue.acting(asUserNamed: "alice")
        XCTAssertEqual(alice.user.id, 1)
        _ = try await catalogue.setRating(nil, beerID: 10, session: alice)
        XCTAssertEqual(try store.search(SearchRequest(sort: .rating, descending: true)).beers.first?.averageRating, 4)
    }

    private func names(_ query: String, sort: SortField = .name, descending: Bool = false) throws -> [String] {
        try store.search(SearchRequest(query: QueryParser.parse(query), sort: sort, descending: descending)).beers.map(\.name)
    }
}
