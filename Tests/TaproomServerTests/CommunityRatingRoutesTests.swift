import Catalogue
import Foundation
import XCTest

/// Everyone's ratings, as a search shows them: the average and how many rated, and the best-rated order.
final class CommunityRatingRoutesTests: XCTestCase {
    func testASearchShowsTheCommunitysAverageAndSortsByIt() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let alice = try await api.signUp("alice")
            let bob = try await api.signUp("bob")
            let orval = try fixture.beerID("Orval")
            for (token, stars) in [(alice, 5), (bob, 4)] {
                let rated = try await api.send(.put, "/v1/me/ratings/\(orval)", token: token, json: ["stars": stars])
                XCTAssertEqual(rated.status, 200, rated.bodyText)
                XCTAssertEqual(rated["rating"], .integer(Int64(stars)))
            }
            let page = try await api.send(.get, "/v1/beers?sort=rating&order=desc&q=rating%3E4")
            XCTAssertEqual(page.status, 200, page.bodyText)
            let first = page["beers"]?.array?.first
            XCTAssertEqual(first?["id"]?.integer, orval)
            XCTAssertEqual(first?["averageRating"], .number(4.5))
            XCTAssertEqual(first?["ratingCount"], .integer(2))
            XCTAssertEqual(page["total"], .integer(1))

            let unrated = try await api.send(.get, "/v1/beers?q=rating%3C1")
            XCTAssertEqual(unrated["total"], .integer(0))
        }
    }
}
