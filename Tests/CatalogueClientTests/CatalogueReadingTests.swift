import Catalogue
import CatalogueClient
import XCTest

/// The catalogue as anyone reads it through the client, against the real server: what the
/// server's store answers, in the catalogue's own types.
final class CatalogueReadingTests: XCTestCase {
    func testSearchPagesThroughEveryOrderAsTheStoreDoes() async throws {
        try await LiveServer.run { server in
            let client = try CatalogueHTTPClient(serverURL: server.url)
            for text in ["", "pale", "abv>5"] {
                for sort in SortField.allCases {
                    for descending in [false, true] {
                        var request = SearchRequest(query: try QueryParser.parse(text), sort: sort,
                                                    descending: descending, limit: 2)
                        var after: NextPage?
                        repeat {
                            request.after = after
                            let expected = try server.store.search(request)
                            let page = try await client.search(request, as: nil)
                            XCTAssertEqual(page, expected, "«\(text)» by \(sort) \(descending)")
                            after = page.next
                        } while after != nil
                    }
                }
            }
        }
    }

    func testQueryTextReachesTheServerAsTyped() async throws {
        try await LiveServer.run { server in
            let client = try CatalogueHTTPClient(serverURL: server.url)
            for text in ["\"pale ale\"", "d'orval", "abv>=6 ibu<=40", "brewery:\"Sierra Nevada\"", "pale&sort=abv", "a+b=c#d?e",
                         "Kölsch 100%", "torpedo/extra"] {
                let request = SearchRequest(query: try QueryParser.parse(text), limit: 50)
                let expected = try server.store.search(request)
                let page = try await client.search(request, as: nil)
                XCTAssertEqual(page, expected, text)
            }
        }
    }

    func testPositionsAreTheStoresAndNilOutsideTheList() async throws {
        try await LiveServer.run { server in
            let client = try CatalogueHTTPClient(serverURL: server.url)
            let everyBeer = try server.store.search(SearchRequest()).beers.map(\.id)
            for sort in SortField.allCases {
                for descending in [false, true] {
                    let request = SearchRequest(query: try QueryParser.parse("pale"), sort: sort, descending: descending)
                    let list = try server.store.search(request).beers.map(\.id)
                    for id in everyBeer + [999_999] {
                        let position = try await client.position(of: id, in: request, as: nil)
                        XCTAssertEqual(position, list.firstIndex(of: id), "beer \(id) by \(sort) \(descending)")
                    }
                }
            }
        }
    }

    func testABeerArrivesWithEverythingTheStoreKeeps() async throws {
        try await LiveServer.run { server in
            try server.add([
                NewBeer(name: "Westmalle Dubbel", brewery: NewBrewery(name: "Westmalle", city: "Malle", region: "Antwerp",
                                                                      country: "Belgium"),
                        style: "Dubbel", abv: 7, ibu: 24, colour: Colour(srm: 17.5), description: "Dark and dry.",
                        firstBrewed: "1926", sourceID: "wm-2"),
                NewBeer(name: "Nameless", brewery: NewBrewery(name: "Nowhere Brewing", country: "Atlantis")),
            ])
            let client = try CatalogueHTTPClient(serverURL: server.url)
            for stored in try server.store.allBeers() {
                let served = try await client.beer(id: stored.id)
                // The API names a style but not its id.
                let expected = Beer(id: stored.id, name: stored.name, brewery: stored.brewery,
                                    style: stored.style.map { Style(id: 0, name: $0.name) }, abv: stored.abv,
                                    ibu: stored.ibu, colour: stored.colour, description: stored.description,
                                    firstBrewed: stored.firstBrewed, sourceID: stored.sourceID, origin: stored.origin)
                XCTAssertEqual(served, expected)
            }
            let dubbel = try await client.beer(id: try server.beerID("Westmalle Dubbel"))
            XCTAssertEqual(dubbel?.colour, Colour(srm: 17.5))
            XCTAssertEqual(dubbel?.sourceID, "wm-2")
            XCTAssertEqual(dubbel?.brewery.country, "Belgium")
            XCTAssertEqual(dubbel?.brewery.countryCode, "BE")
            let nameless = try await client.beer(id: try server.beerID("Nameless"))
            XCTAssertEqual(nameless?.brewery.country, "Atlantis")
            XCTAssertNil(nameless?.brewery.countryCode)
        }
    }

    func testOneBeerStatsAndRevision() async throws {
        try await LiveServer.run { server in
            let client = try CatalogueHTTPClient(serverURL: server.url)
            let orval = try await client.beer(id: try server.beerID("Orval"))
            XCTAssertEqual(orval?.name, "Orval")
            XCTAssertEqual(orval?.brewery.name, "Brasserie d'Orval")
            XCTAssertEqual(orval?.style?.name, "Belgian Pale Ale")
            XCTAssertEqual(orval?.abv, 6.2)
            XCTAssertEqual(orval?.ibu, 32)
            let missing = try await client.beer(id: 999_999)
            XCTAssertNil(missing)

            let stats = try await client.stats()
            XCTAssertEqual(stats, try server.store.stats())
            let before = try await client.revision()
            let served = try await server.catalogue.revision()
            XCTAssertEqual(before, served)
            try server.add([NewBeer(name: "Rochefort 10", brewery: NewBrewery(name: "Rochefort"))])
            let after = try await client.revision()
            XCTAssertGreaterThan(after, before)
        }
    }

    /// A query the server refuses (one this client could parse, such as a newer server's) is
    /// rejected naming the parameter, in the server's words.
    func testAQueryTheServerRefusesIsRejectedNamingTheField() async throws {
        let message = QueryError.unknownField("colour").description
        let body = String(decoding: try API.encoder().encode(
            API.ErrorBody(error: .init(code: "invalid_query", message: message, field: "q"))), as: UTF8.self)
        let refusing = try SilentListener(greeting: """
            HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)
            """)
        defer { refusing.close() }
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(refusing.port)")
        await assertThrows(RemoteCatalogueError.rejected(status: 400, code: "invalid_query", message: message, field: "q")) {
            _ = try await client.search(SearchRequest(query: try QueryParser.parse("pale")), as: nil)
        }
    }

    /// `fav` with nobody signed in is the query error every store throws, for a search and a position.
    func testFavouritesWithNobodySignedInIsTheStoresQueryError() async throws {
        try await LiveServer.run { server in
            let client = try CatalogueHTTPClient(serverURL: server.url)
            let favourites = SearchRequest(query: try QueryParser.parse("fav"))
            await assertThrows(QueryError.favouritesNeedUser) { _ = try await server.catalogue.search(favourites, as: nil) }
            await assertThrows(QueryError.favouritesNeedUser) { _ = try await client.search(favourites, as: nil) }
            await assertThrows(QueryError.favouritesNeedUser) {
                _ = try await client.position(of: try server.beerID("Orval"), in: favourites, as: nil)
            }
        }
    }
}
