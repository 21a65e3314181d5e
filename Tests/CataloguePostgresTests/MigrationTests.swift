import Catalogue
import CataloguePostgres
import PostgresNIO
import XCTest

final class MigrationTests: PostgresCatalogueTestCase {
    func testMigratesAnEmptyDatabaseOnceAndThenDoesNothing() async throws {
        let catalogue = try await makeCatalogue(migrated: false)
        let first = try await catalogue.migrate()
        XCTAssertEqual(first, Self.every)
        let second = try await catalogue.migrate()
        XCTAssertEqual(second, [])
        let stats = try await catalogue.stats()
        XCTAssertEqual(stats.beers, 0)
        let revision = try await catalogue.revision()
        XCTAssertEqual(revision, 1)
    }

    func testTwoServersMigratingOneDatabaseAtOnceApplyEachMigrationOnce() async throws {
        let database = try server.makeDatabase()
        let one = try makeCatalogue(database: database)
        let other = try makeCatalogue(database: database)
        async let fromOne = one.migrate()
        async let fromOther = other.migrate()
        let applied = try await fromOne + fromOther
        XCTAssertEqual(applied.sorted(), Self.every.sorted())
    }

    private static let every = [
        "1-catalogue", "2-accounts", "3-community-ratings", "4-admins", "5-revision-notifications", "6-breweries-share-names",
        "7-numbers-sort-as-numbers", "8-journal", "9-styles-by-strength", "10-search-mirror",
    ]

    /// A database whose keys an earlier Taproom stored (digits as text) is given numbered keys
    /// by migration 7, beers' copies of their brewery's key included, as SQLite's v10 does.
    func testMigrationSevenMakesTheSortKeysAgainWithNumbersAsNumbers() async throws {
        let database = try server.makeDatabase()
        let catalogue = try makeCatalogue(database: database)
        try await catalogue.migrate()
        _ = try await catalogue.importBeers([
            NewBeer(name: "312 Urban Wheat", brewery: NewBrewery(name: "Goose Island")),
            NewBeer(name: "60 Minute IPA", brewery: NewBrewery(name: "Dogfish Head")),
            NewBeer(name: "Pub Beer", brewery: NewBrewery(name: "10 Barrel")),
            NewBeer(name: "Hearted", brewery: NewBrewery(name: "2 Towns")),
        ])
        try await withAdminConnection(to: database) { connection in
            for statement: PostgresQuery in [
                "UPDATE breweries SET sort_key = lower(name)", "UPDATE beers SET sort_key = lower(name)",
                "UPDATE beers AS b SET brewery_sort = r.sort_key FROM breweries AS r WHERE r.id = b.brewery_id",
                "DELETE FROM schema_migrations WHERE version = '7-numbers-sort-as-numbers'",
            ] {
                try await connection.query(statement, logger: Self.quiet)
            }
        }
        let before = try await catalogue.revision()
        let applied = try await catalogue.migrate()
        XCTAssertEqual(applied, ["7-numbers-sort-as-numbers"])
        let byName = try await catalogue.search(SearchRequest(query: QueryParser.parse("")), as: nil).beers.map(\.name)
        XCTAssertEqual(byName, ["60 Minute IPA", "312 Urban Wheat", "Hearted", "Pub Beer"])
        let byBrewery = try await catalogue.search(SearchRequest(query: QueryParser.parse(""), sort: .brewery), as: nil)
            .beers.map(\.name)
        XCTAssertEqual(byBrewery, ["Hearted", "Pub Beer", "60 Minute IPA", "312 Urban Wheat"])
        let after = try await catalogue.revision()
        XCTAssertGreaterThan(after, before, "cached pages are stale")
    }

    /// A database an earlier Taproom filled (check-ins as bare times, ratings without their
    /// time) keeps every check-in and rating through migration 8, which gives them the new
    /// columns empty, and then takes a check-in with its details.
    func testMigrationEightKeepsTheCheckInsAndRatingsThatWereThere() async throws {
        let database = try server.makeDatabase()
        let catalogue = try makeCatalogue(database: database)
        try await catalogue.migrate()
        _ = try await catalogue.importBeers([NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval"))])
        _ = try await catalogue.createAccount(name: "carol", password: "password of carol")
        let carol = try await catalogue.signIn(name: "carol", password: "password of carol")
        let orval = try await catalogue.search(SearchRequest(), as: nil).beers[0].id
        let longAgo = Date(timeIntervalSince1970: 1_556_999_112)
        _ = try await catalogue.checkIn(beerID: orval, NewCheckIn(time: longAgo), session: carol)
        _ = try await catalogue.setRating(4, beerID: orval, session: carol)
        // Back to the database as it was before migration 8.
        try await withAdminConnection(to: database) { connection in
            for statement: PostgresQuery in [
                "DROP INDEX checkins_external", "DROP INDEX checkins_journal",
                "ALTER TABLE checkins DROP COLUMN serving, DROP COLUMN place, DROP COLUMN comment, DROP COLUMN rating_quarters, DROP COLUMN external_id",
                "ALTER TABLE ratings DROP COLUMN rated_at",
                "DELETE FROM schema_migrations WHERE version = '8-journal'",
            ] {
                try await connection.query(statement, logger: Self.quiet)
            }
        }
        let applied = try await catalogue.migrate()
        XCTAssertEqual(applied, ["8-journal"])
        let kept = try await catalogue.personalData(beerID: orval, session: carol)
        XCTAssertEqual(kept.rating, 4)
        XCTAssertEqual(kept.checkIns.map(\.time), [longAgo])
        XCTAssertEqual(kept.checkIns.first?.serving, nil)
        let journal = try await catalogue.journal(JournalRequest(), session: carol)
        XCTAssertEqual(journal.entries.map(\.beerName), ["Orval"])
        let detailed = try await catalogue.checkIn(beerID: orval, NewCheckIn(serving: .cask, place: "Home", externalID: "untappd:1"),
                                                   session: carol)
        XCTAssertEqual(detailed.checkIns.first?.serving, .cask)
        XCTAssertEqual(detailed.checkIns.count, 2)
        // A newer check-in's rating rates the beer: the old rating has its time now.
        let rated = try await catalogue.checkIn(beerID: orval, NewCheckIn(rating: QuarterRating(stars: 2)), session: carol)
        XCTAssertEqual(rated.rating, 2)
    }
}
