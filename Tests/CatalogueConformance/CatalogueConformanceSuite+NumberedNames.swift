import Catalogue
import Foundation
import XCTest

extension CatalogueConformanceSuite {
    /// Numbers in names sort as numbers, as people read them: "2 Hearted" before "10 Barrel",
    /// "60 Minute IPA" before "312 Urban Wheat", "Batch 9" before "Batch 10", both directions, by
    /// name and by brewery, in pages and at a beer's position.
    public static func numberedNames(_ subject: ConformanceSubject) async throws {
        try await subject.loadBeers([
            NewBeer(name: "312 Urban Wheat", brewery: NewBrewery(name: "Goose Island"), abv: 4.2),
            NewBeer(name: "Batch 10", brewery: NewBrewery(name: "10 Barrel Brewing"), abv: 6),
            NewBeer(name: "60 Minute IPA", brewery: NewBrewery(name: "Dogfish Head"), abv: 6),
            NewBeer(name: "10 Barrel Pub Beer", brewery: NewBrewery(name: "10 Barrel Brewing"), abv: 5),
            NewBeer(name: "2 Hearted", brewery: NewBrewery(name: "2 Towns Ciderhouse"), abv: 7),
            NewBeer(name: "Batch 9", brewery: NewBrewery(name: "Brewery 1000"), abv: 8),
            NewBeer(name: "Batch 09 Reserve", brewery: NewBrewery(name: "Brewery 200"), abv: 9),
            NewBeer(name: "Amber", brewery: NewBrewery(name: "Brewery 200"), abv: 5),
        ])
        let byName = ["2 Hearted", "10 Barrel Pub Beer", "60 Minute IPA", "312 Urban Wheat", "Amber", "Batch 9",
                      "Batch 09 Reserve", "Batch 10"]
        for pageSize in [1, 3, 100] {
            let ascending = try await subject.names("", pageSize: pageSize)
            XCTAssertEqual(ascending, byName, "\(subject.name): by name, \(pageSize) a page")
            let descending = try await subject.names("", descending: true, pageSize: pageSize)
            XCTAssertEqual(descending, byName.reversed(), "\(subject.name): by name descending, \(pageSize) a page")
        }
        await subject.assertNames("batch", ["Batch 9", "Batch 09 Reserve", "Batch 10"])
        // Breweries: 2 Towns, 10 Barrel (its beers by id), Brewery 200, Brewery 1000, Dogfish Head, Goose Island.
        await subject.assertNames("", sort: .brewery, ["2 Hearted", "Batch 10", "10 Barrel Pub Beer", "Batch 09 Reserve",
                                                       "Amber", "Batch 9", "60 Minute IPA", "312 Urban Wheat"])
        let all = try await subject.catalogue.search(SearchRequest(query: QueryParser.parse("")), as: nil).beers
        for (index, name) in byName.enumerated() {
            guard let beer = all.first(where: { $0.name == name }) else { return XCTFail("\(subject.name): no \(name)") }
            let position = try await subject.catalogue.position(of: beer.id, in: SearchRequest(query: QueryParser.parse("")),
                                                                as: nil)
            XCTAssertEqual(position, index, "\(subject.name): the position of \(name) by name")
        }
    }
}
