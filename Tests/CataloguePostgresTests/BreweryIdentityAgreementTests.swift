import Catalogue
import CataloguePostgres
import XCTest

/// Both stores tell breweries apart alike (`BreweryIdentity`): one name is one brewery unless the
/// places disagree; a row without a place joins the first made; a place fills in one that was
/// missing; nothing stored moves to another brewery.
final class BreweryIdentityAgreementTests: PostgresCatalogueTestCase {
    private var sqlite: SQLiteReference!
    private var postgres: PostgresCatalogue!

    override func setUp() async throws {
        try await super.setUp()
        sqlite = try SQLiteReference(beers: [], clock: clock)
        postgres = try await makeCatalogue()
    }

    /// As the bundled catalogue has them.
    private let bundled: [NewBeer] = [
        NewBeer(name: "Beer Geek Breakfast", brewery: NewBrewery(name: "Mikkeller", city: "Copenhagen", country: "DK"),
                style: "Oatmeal Stout", abv: 7.5, origin: .bundled),
        NewBeer(name: "Sierra Nevada Pale Ale", brewery: NewBrewery(name: "Sierra Nevada Brewing Co.", city: "Chico", country: "US"),
                style: "American Pale Ale", abv: 5.6, origin: .bundled),
        NewBeer(name: "Nameless", brewery: NewBrewery(name: "Anonymous"), abv: 4),
    ]

    /// As craft-cans has them (US breweries with a city and state), and rows knowing less.
    private let craftCans: [NewBeer] = [
        NewBeer(name: "Hop Pottstown", brewery: NewBrewery(name: "Mikkeller", city: "Pottstown", region: "PA", country: "US"),
                style: "American IPA", abv: 5),
        NewBeer(name: "Beer Geek Breakfast", brewery: NewBrewery(name: "Mikkeller", city: "Pottstown", region: "PA", country: "US"),
                style: "American Stout", abv: 6.5),
        NewBeer(name: "Say Anything", brewery: NewBrewery(name: "Sierra Nevada Brewing Co.", city: "Chico", region: "CA", country: "US"),
                abv: 6.1),
        NewBeer(name: "Beer Geek Breakfast", brewery: NewBrewery(name: "MIKKELLER"), ibu: 50),
        NewBeer(name: "Portland Pale", brewery: NewBrewery(name: "Anonymous", city: "Portland", country: "US")),
        NewBeer(name: "Oslo Stout", brewery: NewBrewery(name: "anonymous", city: "Oslo", country: "Norway")),
        NewBeer(name: "Nameless", brewery: NewBrewery(name: "Anonymous", city: "portland"), abv: 4.5),
    ]

    /// Places given another way, and two new breweries of one name in one import.
    private let later: [NewBeer] = [
        NewBeer(name: "Hop Pottstown", brewery: NewBrewery(name: "Mikkeller", country: "United States"), ibu: 40),
        NewBeer(name: "Beer Geek Breakfast", brewery: NewBrewery(name: "mikkeller", city: "COPENHAGEN"),
                description: "An oatmeal stout with coffee."),
        NewBeer(name: "Speciality Pale", brewery: NewBrewery(name: "Kernel", city: "London", country: "GB")),
        NewBeer(name: "Export Stout", brewery: NewBrewery(name: "Kernel", city: "Portland", country: "US")),
        NewBeer(name: "Table Beer", brewery: NewBrewery(name: "KERNEL")),
        NewBeer(name: "Pils", brewery: NewBrewery(name: "Kernel", country: "usa")),
    ]

    func testBothStoresKeepTheSameBreweries() async throws {
        for (number, batch) in [bundled, craftCans, later, craftCans].enumerated() {
            let expected = try sqlite.importBeers(batch)
            let actual = try await postgres.importBeers(batch)
            XCTAssertEqual(actual, expected, "import \(number)")
        }
        let stats = try await postgres.stats()
        XCTAssertEqual(stats, try sqlite.store.stats())
        XCTAssertEqual(stats.breweries, 7, "Mikkeller, Anonymous and Kernel twice each, Sierra Nevada once")
        for id: Int64 in 1...Int64(stats.beers + 1) {
            let actual = try await postgres.beer(id: id)
            let expected = try sqlite.store.beer(id: id)
            XCTAssertEqual(actual?.name, expected?.name, "beer \(id)")
            XCTAssertEqual(actual?.abv, expected?.abv, "beer \(id)")
            XCTAssertEqual(actual?.ibu, expected?.ibu, "beer \(id)")
            XCTAssertEqual(actual?.description, expected?.description, "beer \(id)")
            XCTAssertEqual(actual?.brewery, expected?.brewery, "beer \(id)")
        }

        let beers = try await postgres.search(SearchRequest(query: try QueryParser.parse("mikkeller"), limit: 50), as: nil)
        XCTAssertEqual(beers.beers, try sqlite.store.search(SearchRequest(query: try QueryParser.parse("mikkeller"), limit: 50)).beers)
        var breweries: [String: Brewery] = [:]
        for summary in beers.beers {
            let beer = try await postgres.beer(id: summary.id)
            breweries["\(summary.name) \(beer?.brewery.city ?? "-")"] = beer?.brewery
        }
        XCTAssertEqual(breweries.keys.sorted(), ["Beer Geek Breakfast COPENHAGEN", "Beer Geek Breakfast Pottstown",
                                                 "Hop Pottstown Pottstown"])
        let copenhagen = try XCTUnwrap(breweries["Beer Geek Breakfast COPENHAGEN"])
        XCTAssertEqual(copenhagen.id, 1, "the bundled Mikkeller keeps its beers")
        XCTAssertEqual(copenhagen.countryCode, "DK")
        XCTAssertEqual(breweries["Hop Pottstown Pottstown"]?.countryCode, "US")
        XCTAssertNotEqual(breweries["Hop Pottstown Pottstown"]?.id, copenhagen.id)
        let breakfast = try await postgres.beer(id: 1)
        XCTAssertEqual(breakfast?.abv, 7.5, "Pottstown's Beer Geek Breakfast is another beer")
        XCTAssertEqual(breakfast?.ibu, 50, "a row without a place reaches the first made")
    }

    /// A database migrated when a brewery's name was UNIQUE: migration 6 keeps its breweries, and
    /// a brewery of the same name elsewhere can then be added.
    func testAnOlderDatabaseIsMigratedKeepingItsBreweries() async throws {
        let database = try server.makeDatabase()
        let older = try makeCatalogue(database: database)
        try await older.migrate()
        try server.execute("""
            DROP INDEX breweries_name;
            ALTER TABLE breweries ADD CONSTRAINT breweries_name_key_key UNIQUE (name_key);
            DELETE FROM schema_migrations WHERE version = '6-breweries-share-names';
            """, in: database)
        _ = try await older.importBeers(bundled)
        let applied = try await older.migrate()
        XCTAssertEqual(applied, ["6-breweries-share-names"])
        let changes = try await older.importBeers(craftCans)
        XCTAssertEqual(changes.breweriesAdded, 2, "Mikkeller of Pottstown and Anonymous of Oslo")
        let breakfast = try await older.beer(id: 1)
        XCTAssertEqual(breakfast?.brewery.city, "Copenhagen")
        XCTAssertEqual(breakfast?.brewery.id, 1)
    }
}
