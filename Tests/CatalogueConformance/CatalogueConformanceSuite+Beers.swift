import Catalogue
import Foundation
import XCTest

extension CatalogueConformanceSuite {
    /// An empty catalogue, then the fixture: `beer(id:)` with its brewery and style (nil for an
    /// id no beer has), and `stats()` counting beers, breweries, styles and accounts.
    public static func beersAndStats(_ subject: ConformanceSubject) async throws {
        let catalogue = subject.catalogue
        let empty = try await catalogue.stats()
        XCTAssertEqual(empty, CatalogueStats(beers: 0, breweries: 0, styles: 0, users: 0), "\(subject.name): a new catalogue")
        let nothing = try await catalogue.search(SearchRequest(), as: nil)
        XCTAssertEqual(nothing.beers, [], subject.name)
        XCTAssertEqual(nothing.total, 0, subject.name)
        XCTAssertNil(nothing.next, subject.name)
        let noBeer = try await catalogue.beer(id: 1)
        XCTAssertNil(noBeer, "\(subject.name): a new catalogue has no beer 1")

        try await subject.loadBeers(ConformanceFixture.beers)
        let loaded = try await catalogue.stats()
        XCTAssertEqual(loaded, CatalogueStats(beers: 12, breweries: 11, styles: 10, users: 0),
                       "\(subject.name): Sierra Nevada brews two beers; the Mystery Ale has no style")
        let page = try await catalogue.search(SearchRequest(limit: 100), as: nil)
        let ids = Dictionary(page.beers.map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(Set(ids.keys), Set(ConformanceFixture.byName), subject.name)
        XCTAssertEqual(Set(ids.values).count, 12, "\(subject.name): every beer has its own id")

        let orval = try await catalogue.beer(id: ids["Orval"] ?? missingBeer)
        XCTAssertEqual(orval?.id, ids["Orval"], subject.name)
        XCTAssertEqual(orval?.name, "Orval", subject.name)
        XCTAssertEqual(orval?.brewery.name, "Brasserie d'Orval", subject.name)
        XCTAssertEqual(orval?.brewery.country, "Belgium", subject.name)
        XCTAssertEqual(orval?.brewery.countryCode, "BE", subject.name)
        XCTAssertEqual(orval?.style?.name, "Belgian Pale Ale", subject.name)
        XCTAssertEqual(orval?.abv, 6.2, subject.name)
        XCTAssertEqual(orval?.ibu, 32, subject.name)
        XCTAssertNil(orval?.description, subject.name)

        let fruh = try await catalogue.beer(id: ids["Früh Kölsch"] ?? missingBeer)
        XCTAssertEqual(fruh?.brewery.name, "Cölner Hofbräu Früh", subject.name)
        XCTAssertEqual(fruh?.brewery.city, "Köln", subject.name)
        XCTAssertEqual(fruh?.brewery.countryCode, "DE", subject.name)
        XCTAssertEqual(fruh?.style?.name, "Kölsch", subject.name)

        let westmalle = try await catalogue.beer(id: ids["Westmalle Tripel"] ?? missingBeer)
        XCTAssertEqual(westmalle?.brewery.countryCode, "BE", "\(subject.name): a country given by its code")

        let sierra = try await catalogue.beer(id: ids["Sierra Nevada Pale Ale"] ?? missingBeer)
        let torpedo = try await catalogue.beer(id: ids["Torpedo Extra IPA"] ?? missingBeer)
        XCTAssertNotNil(sierra?.brewery.id, subject.name)
        XCTAssertEqual(torpedo?.brewery.id, sierra?.brewery.id, "\(subject.name): one brewery, two beers")
        XCTAssertEqual(torpedo?.brewery.city, "Chico", "\(subject.name): the brewery's city, given with its first beer")
        XCTAssertEqual(torpedo?.brewery.countryCode, "US", subject.name)

        let mystery = try await catalogue.beer(id: ids["Mystery Ale"] ?? missingBeer)
        XCTAssertEqual(mystery?.name, "Mystery Ale", subject.name)
        XCTAssertEqual(mystery?.brewery.name, "Nobody Brewing", subject.name)
        XCTAssertNil(mystery?.style, subject.name)
        XCTAssertNil(mystery?.abv, subject.name)
        XCTAssertNil(mystery?.ibu, subject.name)
        XCTAssertNil(mystery?.brewery.countryCode, subject.name)

        let creme = try await catalogue.beer(id: ids[ConformanceFixture.creme] ?? missingBeer)
        XCTAssertEqual(creme?.name, ConformanceFixture.creme, "\(subject.name): a name given decomposed is kept in NFC")
        XCTAssertEqual(creme?.abv, 9.0, subject.name)
        XCTAssertEqual(creme?.style?.name, "Imperial Stout", subject.name)

        let unknown = try await catalogue.beer(id: missingBeer)
        XCTAssertNil(unknown, "\(subject.name): an id no beer has")

        _ = try await catalogue.createAccount(name: "alice", password: Stage.alicePassword)
        _ = try await catalogue.createAccount(name: "bob", password: Stage.bobPassword)
        let withAccounts = try await catalogue.stats()
        XCTAssertEqual(withAccounts, CatalogueStats(beers: 12, breweries: 11, styles: 10, users: 2), subject.name)
    }
}
