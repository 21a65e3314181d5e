import Catalogue
import CatalogueServices
import Foundation
import RxCore
import RxCoreTest
import VirtualTimeTestSupport
import XCTest

/// `CatalogueService.page` hands on the catalogue's page as it is: any page by offset, with the
/// signed-in person's favourite marks and ratings and the query's words.
final class CataloguePageTests: XCTestCase {
    func testThePageAtAnOffsetIsTheCataloguesWithTheSignedInPersonsRatings() throws {
        let bed = try ServiceTestBed(overServer: false,
                                     beerNames: ["Orval", "Orvalette", "Orange Wheat", "Chimay Bleue", "Oro de Calabaza"])
        bed.signInAlice()
        _ = bed.run(bed.catalogue.setRating(5, beerID: bed.id("Orval")))
        _ = bed.run(bed.catalogue.setFavourite(true, beerID: bed.id("Oro de Calabaza")))
        bed.advance(by: 1)

        let page = bed.run(bed.catalogue.page(BeerListRequest(query: "or"), after: NextPage(offset: 1)))
        bed.advance(by: 1)

        let local = bed.server.local
        let expected = try runInline {
            try await local.search(SearchRequest(query: QueryParser.parse("or"), limit: 2, after: NextPage(offset: 1)),
                                   as: try await local.acting(asUserNamed: "alice"))
        }
        XCTAssertEqual(page.value, expected)
        XCTAssertEqual(page.value?.beers.map(\.name), ["Oro de Calabaza", "Orval"])
        XCTAssertEqual(page.value?.beers.map(\.isFavourite), [true, false])
        XCTAssertEqual(page.value?.beers.map(\.rating), [nil, 5])
        XCTAssertEqual(page.value?.total, 4)
        XCTAssertEqual(page.value?.words, ["or"])
    }
}
