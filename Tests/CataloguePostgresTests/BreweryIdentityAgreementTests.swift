import Catalogue
import CataloguePostgres
import Foundation
import PostgresNIO
import PostgresTestSupport
import XCTest

/// The SQLite and PostgreSQL stores tell breweries apart alike: the same name is the same
/// brewery only when the country (or, without one, the city) agrees. Runs on this process's
/// private PostgreSQL server (a server that cannot start fails the test, never skips it).
final class BreweryIdentityAgreementTests: XCTestCase {
    private var server: PostgresTestServer!
    private var postgres: PostgresCatalogue?

    override func setUp() async throws {
        try await super.setUp()
        server = try PostgresTestServer.running()
    }

    override func tearDown() async throws {
        await postgres?.shutdown()
        postgres = nil
        try await super.tearDown()
    }

    private func makePostgres(database: String) -> PostgresCatalogue {
        let catalogue = PostgresCatalogue(configuration: PostgresClient.Configuration(
            unixSocketPath: server.socketPath, username: server.username, password: nil, database: database))
        postgres = catalogue
        return catalogue
    }

    private let batches: [[NewBeer]] = [
        [
            NewBeer(name: "Beer Geek Breakfast", brewery: NewBrewery(name: "Mikkeller", city: "Copenhagen", country: "DK"),
                    style: "Oatmeal Stout", abv: 7.5),
            NewBeer(name: "Hop Pottstown", brewery: NewBrewery(name: "Mikkeller", city: "Pottstown", region: "PA", country: "US"),
                    style: "American IPA", abv: 5),
            NewBeer(name: "Beer Geek Breakfast", brewery: NewBrewery(name: "MIKKELLER", country: "Denmark"), ibu: 50),
            NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval", city: "Villers-devant-Orval")),
            NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval", country: "Belgium"), abv: 6.2),
            NewBeer(name: "Orval", brewery: NewBrewery(name: "brasserie d'orval", city: "VILLERS-DEVANT-ORVAL"), ibu: 32),
            NewBeer(name: "Nameless", brewery: NewBrewery(name: "Anonymous")),
            NewBeer(name: "Nameless", brewery: NewBrewery(name: "Anonymous", country: "Narnia")),
        ],
        [
            NewBeer(name: "Beer Geek Breakfast", brewery: NewBrewery(name: "Mikkeller", city: "København", country: "dk"),
                    description: "An oatmeal stout with coffee."),
            NewBeer(name: "Hop Pottstown", brewery: NewBrewery(name: "Mikkeller", city: "Pottstown", country: "United States"),
                    abv: 5.2),
            NewBeer(name: "Nameless", brewery: NewBrewery(name: "Anonymous"), abv: 4),
            NewBeer(name: "Nameless", brewery: NewBrewery(name: "anonymous", country: "narnia"), abv: 4.5),
        ],
    ]

    func testBothStoresKeepTheSameBreweriesAndCountTheSameChanges() async throws {
        let postgres = makePostgres(database: try server.makeDatabase())
        try await postgres.migrate()
        let sqlite = try CatalogueStore.inMemory()
        for (number, batch) in batches.enumerated() {
            let expected = try sqlite.write { transaction in
                for beer in batch { try transaction.upsert(beer: beer) }
                return transaction.changes
            }
            let actual = try await postgres.importBeers(batch)
            XCTAssertEqual(actual, expected, "import \(number)")
        }
        let stats = try await postgres.stats()
        XCTAssertEqual(stats, try sqlite.stats())
        XCTAssertEqual(stats.breweries, 6, "Mikkeller, Brasserie d'Orval and Anonymous, twice each")
        for id in 1...Int64(stats.beers + 1) {
            let actual = try await postgres.beer(id: id)
            let expected = try sqlite.beer(id: id)
            XCTAssertEqual(actual?.name, expected?.name, "beer \(id)")
            XCTAssertEqual(actual?.brewery.id, expected?.brewery.id, "beer \(id)")
            XCTAssertEqual(actual?.brewery.city, expected?.brewery.city, "beer \(id)")
            XCTAssertEqual(actual?.brewery.country, expected?.brewery.country, "beer \(id)")
            XCTAssertEqual(actual?.abv, expected?.abv, "beer \(id)")
            XCTAssertEqual(actual?.ibu, expected?.ibu, "beer \(id)")
            XCTAssertEqual(actual?.description, expected?.description, "beer \(id)")
        }
        let first = try await postgres.beer(id: 1)
        let breakfast = try XCTUnwrap(first)
        XCTAssertEqual(breakfast.brewery.city, "København")
        XCTAssertEqual(breakfast.brewery.country, "dk")
        let second = try await postgres.beer(id: 2)
        let pottstown = try XCTUnwrap(second)
        XCTAssertEqual(pottstown.brewery.city, "Pottstown")
        XCTAssertNotEqual(pottstown.brewery.id, breakfast.brewery.id)
    }

    /// A database migrated before breweries had a location key: migration 6 gives each stored
    /// brewery its key from its country or city, as the SQLite store's v9 does.
    func testAnOlderDatabaseIsMigratedKeepingItsBreweries() async throws {
        let database = try server.makeDatabase()
        let postgres = makePostgres(database: database)
        try await postgres.migrate()
        try server.execute("""
            DROP INDEX breweries_identity;
            ALTER TABLE breweries DROP COLUMN location_key;
            ALTER TABLE breweries ADD CONSTRAINT breweries_name_key_key UNIQUE (name_key);
            DELETE FROM schema_migrations WHERE version = '6-brewery-identity-location';
            INSERT INTO breweries (name, name_key, sort_key, city, country, country_code, words) VALUES
                ('Mikkeller', 'mikkeller', 'mikkeller', 'Copenhagen', 'Denmark', 'DK', ''),
                ('Kernel', 'kernel', 'kernel', 'London', NULL, NULL, ''),
                ('Nameless', 'nameless', 'nameless', NULL, NULL, NULL, '');
            """, in: database)
        let applied = try await postgres.migrate()
        XCTAssertEqual(applied, ["6-brewery-identity-location"])
        let changes = try await postgres.importBeers([
            NewBeer(name: "Beer Geek Breakfast", brewery: NewBrewery(name: "Mikkeller", country: "DK")),
            NewBeer(name: "Hop Pottstown", brewery: NewBrewery(name: "Mikkeller", city: "Pottstown", country: "US")),
            NewBeer(name: "Speciality Pale", brewery: NewBrewery(name: "KERNEL", city: "london")),
            NewBeer(name: "Nothing", brewery: NewBrewery(name: "Nameless")),
        ])
        XCTAssertEqual(changes.breweriesAdded, 1, "only Mikkeller of Pottstown is new")
        let breakfast = try await postgres.beer(id: 1)
        XCTAssertEqual(breakfast?.brewery.city, "Copenhagen")
        let pale = try await postgres.beer(id: 3)
        XCTAssertEqual(pale?.brewery.name, "KERNEL")
        XCTAssertEqual(pale?.brewery.city, "london")
    }
}
