import CataloguePostgres
import XCTest

final class MigrationTests: PostgresBackendTestCase {
    func testMigratesAnEmptyDatabaseOnceAndThenDoesNothing() async throws {
        let backend = try await makeBackend(migrated: false)
        let first = try await backend.migrate()
        XCTAssertEqual(first, ["1-catalogue", "2-accounts", "3-community-ratings", "4-admins", "5-revision-notifications",
                               "6-brewery-identity-location"])
        let second = try await backend.migrate()
        XCTAssertEqual(second, [])
        let stats = try await backend.stats()
        XCTAssertEqual(stats.beers, 0)
        let revision = try await backend.revision()
        XCTAssertEqual(revision, 1)
    }

    func testTwoServersMigratingOneDatabaseAtOnceApplyEachMigrationOnce() async throws {
        let database = try server.makeDatabase()
        let one = try makeBackend(database: database)
        let other = try makeBackend(database: database)
        async let fromOne = one.migrate()
        async let fromOther = other.migrate()
        let applied = try await fromOne + fromOther
        XCTAssertEqual(applied.sorted(), ["1-catalogue", "2-accounts", "3-community-ratings", "4-admins", "5-revision-notifications",
                               "6-brewery-identity-location"])
    }
}
