import CataloguePostgres
import XCTest

final class MigrationTests: PostgresCatalogueTestCase {
    func testMigratesAnEmptyDatabaseOnceAndThenDoesNothing() async throws {
        let catalogue = try await makeCatalogue(migrated: false)
        let first = try await catalogue.migrate()
        XCTAssertEqual(first, ["1-catalogue", "2-accounts", "3-community-ratings", "4-admins", "5-revision-notifications",
                               "6-breweries-share-names"])
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
        XCTAssertEqual(applied.sorted(), ["1-catalogue", "2-accounts", "3-community-ratings", "4-admins", "5-revision-notifications",
                               "6-breweries-share-names"])
    }
}
