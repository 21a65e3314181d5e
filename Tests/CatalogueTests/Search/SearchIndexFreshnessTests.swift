@testable import Catalogue
import GRDB
import XCTest

/// The in-memory search index is reused until the catalogue changes, and any change a search can
/// see moves the revision, whoever makes it (here often a plain SQLite connection, as another
/// process would).
final class SearchIndexFreshnessTests: XCTestCase {
    private var store: CatalogueStore!

    override func setUpWithError() throws {
        store = try Fixtures.fileStore(in: self)
    }

    private func names(_ query: String, sort: SortField = .name) throws -> [String] {
        try store.search(SearchRequest(query: QueryParser.parse(query), sort: sort)).beers.map(\.name)
    }

    private func otherProcess(_ sql: String) throws {
        let queue = try DatabaseQueue(path: store.path)
        try queue.write { try $0.execute(sql: sql) }
        try queue.close()
    }

    private func revision() throws -> Int64? {
        try store.reading { db in try SearchIndex.currentRevision(db) }
    }

    func testTheIndexIsReusedUntilSomethingChanges() async throws {
        let first = try store.reading { db in try store.searchIndex.index(db) }
        XCTAssertTrue(first === (try store.reading { db in try store.searchIndex.index(db) }))
        let catalogue = SQLiteCatalogue.testing(store)
        let alice = try await catalogue.account("alice")
        _ = try await catalogue.setFavourite(true, beerID: try XCTUnwrap(store.search(SearchRequest()).beers.first?.id),
                                             session: alice)
        XCTAssertTrue(first === (try store.reading { db in try store.searchIndex.index(db) }),
                      "personal data is not in the index, so it stays valid")
        _ = try store.write { tx in try tx.upsert(beer: NewBeer(name: "Zwickel", brewery: NewBrewery(name: "Mahr"))) }
        XCTAssertFalse(first === (try store.reading { db in try store.searchIndex.index(db) }))
        XCTAssertEqual(try names("zwick"), ["Zwickel"])
    }

    func testPreparingLoadsTheIndexSoTheFirstSearchDoesNot() throws {
        XCTAssertEqual(try names("").count, 9, "an unfiltered list needs no index")
        XCTAssertEqual(store.searchIndex.loads, 0)
        try store.prepareSearch()
        XCTAssertEqual(store.searchIndex.loads, 1)
        XCTAssertEqual(try names("orv"), ["Orval"])
        XCTAssertEqual(try names("abv>=9"), ["Old Rasputin", "Westmalle Tripel"])
        XCTAssertEqual(store.searchIndex.loads, 1)
    }

    func testRenamesAndMovesByAnyWriterAreSeen() throws {
        XCTAssertEqual(try names("guinn"), ["Guinness Draught"])
        try otherProcess("UPDATE beers SET name = 'Guinness Extra Stout', sort_key = 'guinness extra stout' WHERE name = 'Guinness Draught'")
        XCTAssertEqual(try names("extra stout"), ["Guinness Extra Stout"])

        try otherProcess("UPDATE breweries SET name = 'Abbaye Notre-Dame d''Orval' WHERE name = 'Brasserie d''Orval'")
        XCTAssertEqual(try names("brewery:abbaye"), ["Orval"])
        XCTAssertEqual(try names("brewery:brasserie"), ["Bière de Garde"])

        try otherProcess("UPDATE styles SET name = 'Trappist Tripel' WHERE name = 'Tripel'")
        XCTAssertEqual(try names("style:trappist"), ["Westmalle Tripel"])

        try otherProcess("UPDATE breweries SET country_code = 'NL' WHERE name = 'Westmalle'")
        XCTAssertEqual(try names("country:be"), ["Orval"])
        XCTAssertEqual(try names("country:nl"), ["Westmalle Tripel"])

        try otherProcess("UPDATE beers SET sort_key = 'aaa' WHERE name = 'Orval'")
        XCTAssertEqual(try names("abv>5").first, "Orval", "a new sort key reorders")

        try otherProcess("DELETE FROM beers WHERE name = 'Orval'")
        XCTAssertEqual(try names("orv"), [])
    }

    func testOnlyChangesASearchCanSeeMoveTheRevision() throws {
        let before = try XCTUnwrap(revision())
        try otherProcess("UPDATE beers SET description = 'Changed.' WHERE name = 'Orval'")
        try otherProcess("UPDATE breweries SET city = 'Villers' WHERE name = 'Brasserie d''Orval'")
        XCTAssertEqual(try revision(), before)
        try otherProcess("UPDATE beers SET ibu = 33 WHERE name = 'Orval'")
        XCTAssertEqual(try revision(), before + 1)
    }

    func testADatabaseWithoutTheCounterIsSearchedFreshEachTime() throws {
        try otherProcess("DELETE FROM meta WHERE key = 'search_revision'")
        XCTAssertNil(try revision())
        XCTAssertEqual(try names("orval"), ["Orval"])
        try otherProcess("DROP TRIGGER beers_search_update; UPDATE beers SET name = 'Orval Vert' WHERE name = 'Orval'")
        XCTAssertEqual(try names("vert"), ["Orval Vert"])
    }

    func testAPageCursorWhoseBeerIsGoneStillContinuesInOrder() throws {
        let first = try store.search(SearchRequest(query: QueryParser.parse("abv>0"), sort: .abv, limit: 3))
        XCTAssertEqual(first.beers.map(\.name), ["Guinness Draught", "Früh Kölsch", "Sierra Nevada Pale Ale"])
        try otherProcess("DELETE FROM beers WHERE name IN ('Sierra Nevada Pale Ale', 'Orval')")
        let second = try store.search(SearchRequest(query: QueryParser.parse("abv>0"), sort: .abv, limit: 3,
                                                    after: first.next))
        XCTAssertEqual(second.beers.map(\.name), ["Bière de Garde", "Torpedo Extra IPA", "Old Rasputin"])
    }

    func testLoadedTermsAreInByteOrderAsBinarySearchNeeds() throws {
        let index = try store.reading { db in try store.searchIndex.index(db) }
        for terms in [index.beerWords, index.breweryWords, index.styleWords] {
            XCTAssertGreaterThan(terms.termCount, 5)
            for index in 1..<terms.termCount {
                XCTAssertTrue(terms.term(index - 1).lexicographicallyPrecedes(terms.term(index)), "\(index)")
            }
        }
    }
}
