import Catalogue
import Foundation
import XCTest

/// `GET /v1/beers/{id}/position`: where a beer is in the list a search names, as the store counts it.
final class PositionRoutesTests: XCTestCase {
    func testEveryBeerIsWhereTheStoresListPutsItInEveryOrder() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let everyBeer = try fixture.store.search(SearchRequest(limit: 100)).beers.map(\.id)
            for (text, encoded) in [("", ""), ("abv>6", "abv%3E6"), ("pale", "pale")] {
                for sort in SortField.allCases {
                    for descending in [false, true] {
                        let request = SearchRequest(query: try QueryParser.parse(text), sort: sort,
                                                    descending: descending, limit: 100)
                        let list = try fixture.store.search(request).beers.map(\.id)
                        let query = "q=\(encoded)&sort=\(sort.rawValue)&order=\(descending ? "desc" : "asc")"
                        for id in everyBeer {
                            let answer = try await api.send(.get, "/v1/beers/\(id)/position?\(query)")
                            XCTAssertEqual(answer.status, 200, answer.bodyText)
                            let expected: JSONValue = list.firstIndex(of: id).map { .integer(Int64($0)) } ?? .null
                            XCTAssertEqual(answer["position"], expected, "beer \(id) in «\(text)» by \(query)")
                        }
                    }
                }
            }
        }
    }

    func testNoSuchBeerIsNotFoundNamingTheID() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            for id in ["999999", "0", "orval"] {
                let missing = try await api.send(.get, "/v1/beers/\(id)/position?q=pale")
                XCTAssertEqual(missing.status, 404, id)
                XCTAssertEqual(missing.errorField, "id", id)
            }
        }
    }

    func testTheListIsRefusedAsASearchRefusesIt() async throws {
        let fixture = try ServerFixture()
        let orval = try fixture.beerID("Orval")
        try await fixture.test { api in
            for (query, field) in [("q=colour:amber", "q"), ("sort=colour", "sort"), ("order=up", "order"), ("q=fav", "q")] {
                let refused = try await api.send(.get, "/v1/beers/\(orval)/position?\(query)")
                XCTAssertEqual(refused.status, 400, query)
                XCTAssertEqual(refused.errorField, field, query)
            }
            let wrongToken = try await api.send(.get, "/v1/beers/\(orval)/position", token: "not-a-token")
            XCTAssertEqual(wrongToken.status, 401)
        }
    }

    func testFavouritesAreTheTokensUsers() async throws {
        let fixture = try ServerFixture()
        let orval = try fixture.beerID("Orval")
        let guinness = try fixture.beerID("Guinness Draught")
        try await fixture.test { api in
            let alice = try await api.signUp("alice")
            let bob = try await api.signUp("bob")
            try await api.send(.put, "/v1/me/favourites/\(orval)", token: alice)
            try await api.send(.put, "/v1/me/favourites/\(guinness)", token: alice)
            try await api.send(.put, "/v1/me/favourites/\(orval)", token: bob)
            let alicesOrval = try await api.send(.get, "/v1/beers/\(orval)/position?q=fav", token: alice)
            XCTAssertEqual(alicesOrval["position"], .integer(1))
            let bobsOrval = try await api.send(.get, "/v1/beers/\(orval)/position?q=fav", token: bob)
            XCTAssertEqual(bobsOrval["position"], .integer(0))
            let bobsGuinness = try await api.send(.get, "/v1/beers/\(guinness)/position?q=fav", token: bob)
            XCTAssertEqual(bobsGuinness.status, 200)
            XCTAssertEqual(bobsGuinness["position"], .null)
        }
    }
}
