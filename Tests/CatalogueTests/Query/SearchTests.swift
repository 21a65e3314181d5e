import Catalogue
import XCTest

final class SearchTests: XCTestCase {
    private var store: CatalogueStore!

    override func setUpWithError() throws {
        store = try Fixtures.store(in: self)
    }

    private func names(_ query: String, sort: SortField = .name, descending: Bool = false,
                       userID: Int64? = nil) throws -> [String] {
        let request = SearchRequest(query: try QueryParser.parse(query), sort: sort, descending: descending, limit: 100)
        let page = try store.search(request, userID: userID)
        XCTAssertEqual(page.total, page.beers.count)
        return page.beers.map(\.name)
    }

    func testEmptyQueryListsEverythingByName() throws {
        XCTAssertEqual(try names(""), ["Bière de Garde", "Früh Kölsch", "Guinness Draught", "Mystery Ale", "Old Rasputin",
                                       "Orval", "Sierra Nevada Pale Ale", "Torpedo Extra IPA", "Westmalle Tripel"])
    }

    func testFreeWordsIgnoreCaseAndDiacriticsBothWays() throws {
        XCTAssertEqual(try names("kolsch"), ["Früh Kölsch"])
        XCTAssertEqual(try names("KÖLSCH"), ["Früh Kölsch"])
        XCTAssertEqual(try names("biere"), ["Bière de Garde"])
        XCTAssertEqual(try names("Ko\u{0308}l"), ["Früh Kölsch"], "decomposed input")
    }

    func testFreeWordsArePrefixesAndMustAllMatch() throws {
        XCTAssertEqual(try names("sier"), ["Sierra Nevada Pale Ale", "Torpedo Extra IPA"], "matches the brewery too")
        XCTAssertEqual(try names("sierra torp"), ["Torpedo Extra IPA"])
        XCTAssertEqual(try names("stout"), ["Guinness Draught", "Old Rasputin"], "matches the style")
        XCTAssertEqual(try names("\"pale ale\""), ["Orval", "Sierra Nevada Pale Ale", "Torpedo Extra IPA"])
        XCTAssertEqual(try names("zzz"), [])
    }

    func testPunctuationAndFTSSyntaxInWordsAreLiteral() throws {
        XCTAssertEqual(try names("& orval"), ["Orval"])
        XCTAssertEqual(try names("orval NOT"), [])
        XCTAssertEqual(try names("NEAR( orv*"), [])
        XCTAssertEqual(try names("d'orval"), ["Orval"])
    }

    func testABVOperators() throws {
        XCTAssertEqual(try names("abv>7", sort: .abv), ["Torpedo Extra IPA", "Old Rasputin", "Westmalle Tripel"])
        XCTAssertEqual(try names("abv>=9", sort: .abv), ["Old Rasputin", "Westmalle Tripel"])
        XCTAssertEqual(try names("abv<5.5", sort: .abv), ["Guinness Draught", "Früh Kölsch"])
        XCTAssertEqual(try names("abv<=4.8", sort: .abv), ["Guinness Draught", "Früh Kölsch"])
        XCTAssertEqual(try names("abv:5-7", sort: .abv), ["Sierra Nevada Pale Ale", "Orval", "Bière de Garde"])
        XCTAssertEqual(try names("abv:9.5"), ["Westmalle Tripel"])
        XCTAssertEqual(try names("abv=6.2"), ["Orval"])
    }

    func testIBUOperators() throws {
        XCTAssertEqual(try names("ibu>=60", sort: .ibu), ["Torpedo Extra IPA", "Old Rasputin"])
        XCTAssertEqual(try names("ibu>65"), ["Old Rasputin"])
        XCTAssertEqual(try names("ibu<30"), ["Früh Kölsch"])
        XCTAssertEqual(try names("ibu<=32", sort: .ibu), ["Früh Kölsch", "Orval"])
        XCTAssertEqual(try names("ibu:30-40", sort: .ibu), ["Orval", "Westmalle Tripel", "Sierra Nevada Pale Ale"])
    }

    func testStyleBreweryAndCountry() throws {
        XCTAssertEqual(try names("style:stout"), ["Guinness Draught", "Old Rasputin"])
        XCTAssertEqual(try names("style:\"pale ale\""), ["Orval", "Sierra Nevada Pale Ale", "Torpedo Extra IPA"])
        XCTAssertEqual(try names("style:kolsch"), ["Früh Kölsch"])
        XCTAssertEqual(try names("brewery:\"Sierra Nevada\""), ["Sierra Nevada Pale Ale", "Torpedo Extra IPA"])
        XCTAssertEqual(try names("brewery:brasserie"), ["Bière de Garde", "Orval"])
        XCTAssertEqual(try names("sierra style:stout"), [], "all terms must hold")
        XCTAssertEqual(try names("country:be"), ["Orval", "Westmalle Tripel"])
        XCTAssertEqual(try names("country:Belgium"), ["Orval", "Westmalle Tripel"])
        XCTAssertEqual(try names("country:us abv>6"), ["Old Rasputin", "Torpedo Extra IPA"])
    }

    func testFavouritesNeedAUser() throws {
        XCTAssertThrowsError(try store.search(SearchRequest(query: QueryParser.parse("fav")))) { error in
            XCTAssertEqual(error as? QueryError, .favouritesNeedUser)
        }
    }

    func testFavouritesOfTheUserOnlyAndFlagged() async throws {
        let catalogue = SQLiteCatalogue.testing(store)
        let aliceSession = try await catalogue.account("alice"), bobSession = try await catalogue.account("bob")
        let (alice, bob) = (aliceSession.user, bobSession.user)
        let orval = try XCTUnwrap(try store.search(SearchRequest(query: QueryParser.parse("orval"))).beers.first)
        let guinness = try XCTUnwrap(try store.search(SearchRequest(query: QueryParser.parse("guinness"))).beers.first)
        _ = try await catalogue.setFavourite(true, beerID: orval.id, session: aliceSession)
        _ = try await catalogue.setFavourite(true, beerID: guinness.id, session: bobSession)
        XCTAssertEqual(try names("fav", userID: alice.id), ["Orval"])
        XCTAssertEqual(try names("fav stout", userID: bob.id), ["Guinness Draught"])
        let flags = try store.search(SearchRequest(query: QueryParser.parse("abv:6-7")), userID: alice.id).beers
            .map { "\($0.name):\($0.isFavourite)" }
        XCTAssertEqual(flags, ["Bière de Garde:false", "Orval:true"])
    }

    func testSortOrdersWithMissingValuesLast() throws {
        XCTAssertEqual(try names("", sort: .abv), ["Guinness Draught", "Früh Kölsch", "Sierra Nevada Pale Ale", "Orval",
                                                   "Bière de Garde", "Torpedo Extra IPA", "Old Rasputin",
                                                   "Westmalle Tripel", "Mystery Ale"])
        XCTAssertEqual(try names("", sort: .abv, descending: true),
                       ["Westmalle Tripel", "Old Rasputin", "Torpedo Extra IPA", "Bière de Garde", "Orval",
                        "Sierra Nevada Pale Ale", "Früh Kölsch", "Guinness Draught", "Mystery Ale"])
        XCTAssertEqual(try names("", sort: .ibu), ["Früh Kölsch", "Orval", "Westmalle Tripel", "Sierra Nevada Pale Ale",
                                                   "Guinness Draught", "Torpedo Extra IPA", "Old Rasputin",
                                                   "Bière de Garde", "Mystery Ale"])
        XCTAssertEqual(try names("", sort: .ibu, descending: true).suffix(2), ["Mystery Ale", "Bière de Garde"])
        XCTAssertEqual(try names("", sort: .brewery), ["Orval", "Bière de Garde", "Früh Kölsch", "Guinness Draught",
                                                       "Mystery Ale", "Old Rasputin", "Sierra Nevada Pale Ale",
                                                       "Torpedo Extra IPA", "Westmalle Tripel"])
        XCTAssertEqual(try names("", sort: .name, descending: true).first, "Westmalle Tripel")
    }

    func testSummaryFields() throws {
        let beer = try XCTUnwrap(try store.search(SearchRequest(query: QueryParser.parse("westmalle"))).beers.first)
        XCTAssertEqual(beer.breweryName, "Westmalle")
        XCTAssertEqual(beer.country, "BE")
        XCTAssertEqual(beer.style, "Tripel")
        XCTAssertEqual(beer.abv, 9.5)
        XCTAssertEqual(beer.ibu, 36)
        XCTAssertFalse(beer.isFavourite)
    }

    func testAPageCarriesTheQuerysFreeWords() throws {
        let store = try Fixtures.store(in: self, beers: [
            NewBeer(name: "🍺 Pale Kölsch-Pale", brewery: NewBrewery(name: "X"), abv: 5),
        ])
        for strategy in [SearchStrategy.inMemory, .sql] {
            XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("pal kols abv<100")), strategy: strategy).words,
                           ["pal", "kols"])
            XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("abv<100")), strategy: strategy).words, [])
        }
    }
}
