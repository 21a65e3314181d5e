import Catalogue
import Foundation
import XCTest

final class CatalogueRoutesTests: XCTestCase {
    func testSearchPagesAreTheStoresPagesInEveryOrder() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            for (text, encoded) in [("", ""), ("abv>5", "abv%3E5"), ("pale", "pale")] {
                for sort in SortField.allCases {
                    for descending in [false, true] {
                        let request = SearchRequest(query: try QueryParser.parse(text), sort: sort, descending: descending, limit: 3)
                        let query = "q=\(encoded)&sort=\(sort.rawValue)&order=\(descending ? "desc" : "asc")&limit=3"
                        let served = try await Self.servedPages(api, query: query)
                        XCTAssertEqual(served.pages, try Self.storePages(fixture.store, request), "\(text) \(sort) \(descending)")
                        XCTAssertEqual(served.total, try fixture.store.search(request).total)
                    }
                }
            }
        }
    }

    /// Every page's ids, following `next` from the first page.
    private static func servedPages(_ api: APIClient, query: String) async throws -> (pages: [[Int64]], total: Int) {
        var pages: [[Int64]] = []
        var total = 0
        var uri = "/v1/beers?\(query)"
        while true {
            let page = try await api.send(.get, uri)
            XCTAssertEqual(page.status, 200, page.bodyText)
            pages.append(page["beers"]?.array?.compactMap { $0["id"]?.integer } ?? [])
            total = Int(page["total"]?.integer ?? -1)
            guard let next = page["next"]?.string else { return (pages, total) }
            uri = "/v1/beers?\(query)&after=\(next)"
        }
    }

    private static func storePages(_ store: CatalogueStore, _ first: SearchRequest) throws -> [[Int64]] {
        var pages: [[Int64]] = []
        var request = first
        while true {
            let page = try store.search(request)
            pages.append(page.beers.map(\.id))
            guard let next = page.next else { return pages }
            request.after = next
        }
    }

    func testAnUnfilteredSearchListsEveryBeerByName() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let page = try await api.send(.get, "/v1/beers")
            XCTAssertEqual(page.status, 200)
            XCTAssertEqual(page["total"]?.integer, Int64(ServerFixture.beers.count))
            XCTAssertEqual(page["beers"]?.array?.first?["name"]?.string, "Bière de Garde")
            XCTAssertEqual(page["next"], .null)
        }
    }

    func testASearchNamesTheWordsItMatched() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let page = try await api.send(.get, "/v1/beers?q=pale%20abv%3E5")
            XCTAssertEqual(page["words"], .array([.string("pale")]))
            XCTAssertEqual(page["total"]?.integer, Int64(try fixture.store.search(SearchRequest(query: QueryParser.parse("pale abv>5"))).total))
        }
    }

    func testSearchParametersAreCheckedAndNamed() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            for (query, field) in [("sort=colour", "sort"), ("order=up", "order"), ("limit=0", "limit"), ("limit=201", "limit"),
                                   ("limit=ten", "limit"), ("after=%21%21", "after"), ("after=bm90IGEgdG9rZW4", "after"),
                                   ("q=colour:amber", "q"), ("q=abv%3Ex", "q")] {
                let refused = try await api.send(.get, "/v1/beers?\(query)")
                XCTAssertEqual(refused.status, 400, query)
                XCTAssertEqual(refused.errorField, field, query)
            }
            let badQuery = try await api.send(.get, "/v1/beers?q=colour:amber")
            XCTAssertEqual(badQuery.error?["message"]?.string, QueryError.unknownField("colour").description)
        }
    }

    func testFavouritesInASearchNeedAToken() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let anonymous = try await api.send(.get, "/v1/beers?q=fav")
            XCTAssertEqual(anonymous.status, 400)
            XCTAssertEqual(anonymous.errorField, "q")
            let token = try await api.signUp("alice")
            let orval = try fixture.beerID("Orval")
            try await api.send(.put, "/v1/me/favourites/\(orval)", token: token)
            let mine = try await api.send(.get, "/v1/beers?q=fav", token: token)
            XCTAssertEqual(mine["beers"]?.array?.map { $0["id"]?.integer }, [orval])
            XCTAssertEqual(mine["beers"]?.array?.first?["isFavourite"], .bool(true))
            let wrongToken = try await api.send(.get, "/v1/beers", token: "not-a-token")
            XCTAssertEqual(wrongToken.status, 401)
        }
    }

    func testOneBeer() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let orval = try fixture.beerID("Orval")
            let beer = try await api.send(.get, "/v1/beers/\(orval)")
            XCTAssertEqual(beer.status, 200)
            XCTAssertEqual(beer["name"]?.string, "Orval")
            XCTAssertEqual(beer["brewery"]?["name"]?.string, "Brasserie d'Orval")
            XCTAssertEqual(beer["brewery"]?["country"]?.string, "BE")
            XCTAssertEqual(beer["style"]?.string, "Belgian Pale Ale")
            for missing in ["999999", "orval", "-1"] {
                let refused = try await api.send(.get, "/v1/beers/\(missing)")
                XCTAssertEqual(refused.status, 404, missing)
                XCTAssertEqual(refused.errorField, "id")
            }
        }
    }

    func testStatsAndRevision() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let stats = try await api.send(.get, "/v1/stats")
            XCTAssertEqual(stats["beers"]?.integer, Int64(ServerFixture.beers.count))
            XCTAssertEqual(stats["users"]?.integer, 0)
            let before = try await api.send(.get, "/v1/revision")
            let token = try await api.signUp("alice")
            try await api.send(.put, "/v1/me/ratings/\(try fixture.beerID("Orval"))", token: token, json: ["stars": 4])
            let after = try await api.send(.get, "/v1/revision")
            XCTAssertGreaterThan(try XCTUnwrap(after["revision"]?.integer), try XCTUnwrap(before["revision"]?.integer))
        }
    }

    func testAnUnknownRouteIsAJSONNotFound() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            for uri in ["/", "/v1", "/v2/beers", "/v1/users/1/favourites"] {
                let missing = try await api.send(.get, uri)
                XCTAssertEqual(missing.status, 404, uri)
                XCTAssertEqual(missing.errorCode, "not_found", uri)
            }
        }
    }
}
