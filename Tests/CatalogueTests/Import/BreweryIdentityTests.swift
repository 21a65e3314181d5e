@testable import Catalogue
import Foundation
import GRDB
import XCTest

/// Two breweries that share a name are two breweries unless their country (or, without one,
/// their city) agrees: importing craft-cans' Mikkeller of Pottstown, PA must not move the bundled
/// Mikkeller beers out of Copenhagen.
final class BreweryIdentityTests: XCTestCase {
    /// craft-cans' layout (ABV as a fraction, ounces, a breweries file keyed by an unnamed column).
    private func craftCans() throws -> [String] {
        let folder = try makeFolder([
            "beers.csv": """
                ,abv,ibu,id,name,style,brewery_id,ounces
                0,0.05,,1,Hop Pottstown,American IPA,0,12.0
                1,0.061,,2,Say Anything,American Pale Ale (APA),1,12.0

                """,
            "breweries.csv": """
                ,name,city,state
                0,Mikkeller,Pottstown, PA
                1,Sierra Nevada Brewing Co.,Chico, CA

                """,
        ])
        return ["beers.csv", "breweries.csv"].map { folder.appendingPathComponent($0).path }
    }

    func testImportingCraftCansKeepsTheBundledMikkellerInCopenhagen() throws {
        let folder = try makeFolder([:])
        let store = try CatalogueStore.openInstallingBundledCatalogue(path: folder.appendingPathComponent("c.sqlite").path)
        defer { try? store.close() }
        let before = try mikkellerBeers(in: store)
        XCTAssertFalse(before.isEmpty, "the bundled catalogue has Mikkeller beers")
        XCTAssertEqual(Set(before.map(\.brewery.city)), ["Copenhagen"])

        let summary = try CatalogueImporter.importFiles(try craftCans(), into: store)
        XCTAssertEqual(summary.breweriesAdded, 1, "Mikkeller of Pottstown is new; Sierra Nevada of Chico, US is the bundled one")
        let after = try mikkellerBeers(in: store)
        XCTAssertEqual(after.filter { $0.brewery.city == "Copenhagen" }.map(\.id).sorted(), before.map(\.id).sorted())
        XCTAssertEqual(after.filter { $0.brewery.city == "Pottstown" }.map(\.name), ["Hop Pottstown"])
        XCTAssertEqual(Set(after.map(\.brewery.countryCode)), ["DK", "US"])
        let sierra = try store.search(SearchRequest(query: try QueryParser.parse("brewery:\"sierra nevada\""))).beers
        XCTAssertEqual(Set(sierra.map(\.breweryName)), ["Sierra Nevada Brewing Co."])
        XCTAssertTrue(sierra.contains { $0.name == "Say Anything" }, "a brewery in the same country is the same brewery")
    }

    func testABreweryIsTheSameOnlyWhenItsCountryOrElseItsCityAgrees() throws {
        let store = try CatalogueStore.inMemory()
        func brewery(_ name: String, city: String? = nil, country: String? = nil) throws -> Int64 {
            try store.write { try $0.upsertBrewery(NewBrewery(name: name, city: city, country: country)).id }
        }
        let copenhagen = try brewery("Mikkeller", city: "Copenhagen", country: "Denmark")
        XCTAssertEqual(try brewery("MIKKELLER", country: "DK"), copenhagen, "the same country, as a code or a name")
        XCTAssertEqual(try brewery("Mikkeller", city: "København", country: "dk"), copenhagen)
        let pottstown = try brewery("Mikkeller", city: "Pottstown", country: "US")
        XCTAssertNotEqual(pottstown, copenhagen)
        XCTAssertEqual(try brewery("Mikkeller", city: "San Diego", country: "United States"), pottstown)
        let byCity = try brewery("Mikkeller", city: "Copenhagen")
        XCTAssertNotEqual(byCity, copenhagen, "a city without a country is not the same as a country")
        XCTAssertEqual(try brewery("mikkeller", city: "COPENHAGEN"), byCity)
        let byName = try brewery("Mikkeller")
        XCTAssertEqual(try brewery("Mikkeller"), byName)
        XCTAssertEqual(Set([copenhagen, pottstown, byCity, byName]).count, 4)
        let city = try store.database.read { try String.fetchOne($0, sql: "SELECT city FROM breweries WHERE id = ?", arguments: [copenhagen]) }
        XCTAssertEqual(city, "København", "a later row of the same brewery still updates it")
    }

    /// A catalogue made before breweries had a location key is upgraded: its breweries keep
    /// their ids and beers, and get their keys from their stored country or city.
    func testAnOlderCatalogueIsUpgradedKeepingItsBreweries() throws {
        let path = try makeFolder([:]).appendingPathComponent("old.sqlite").path
        let old = try DatabaseQueue(path: path)
        try CatalogueSchema.migrator.migrate(old, upTo: "v8-beer-identity-index")
        try old.write { db in
            try db.execute(sql: """
                INSERT INTO breweries (id, name, name_key, sort_key, city, country, country_code)
                VALUES (1, 'Mikkeller', 'mikkeller', 'mikkeller', 'Copenhagen', 'Denmark', 'DK'),
                       (2, 'Kernel', 'kernel', 'kernel', 'London', NULL, NULL),
                       (3, 'Nameless', 'nameless', 'nameless', NULL, NULL, NULL);
                INSERT INTO beers (name, name_key, sort_key, brewery_id, brewery_sort)
                VALUES ('Beer Geek Breakfast', 'beer geek breakfast', 'beer geek breakfast', 1, 'mikkeller');
                """)
        }
        try old.close()
        let store = try CatalogueStore(path: path, access: .existing)
        defer { try? store.close() }
        let keys = try store.database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, location_key FROM breweries ORDER BY id").map { [$0["id"] as Int64: $0["location_key"] as String] }
        }
        XCTAssertEqual(keys, [[1: "DK"], [2: "@london"], [3: ""]])
        let mikkeller = try store.write { try $0.upsertBrewery(NewBrewery(name: "Mikkeller", country: "DK")) }
        XCTAssertEqual(mikkeller.id, 1)
        let other = try store.write { try $0.upsertBrewery(NewBrewery(name: "Mikkeller", city: "Pottstown", country: "US")) }
        XCTAssertEqual(other.outcome, .added)
        XCTAssertEqual(try store.search(SearchRequest(query: try QueryParser.parse("breakfast"))).beers.map(\.breweryName), ["Mikkeller"])
    }

    private func mikkellerBeers(in store: CatalogueStore) throws -> [Beer] {
        let page = try store.search(SearchRequest(query: try QueryParser.parse("brewery:mikkeller"), limit: 500))
        return try page.beers.map { try XCTUnwrap(try store.beer(id: $0.id)) }
    }
}
