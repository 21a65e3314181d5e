@testable import Catalogue
import XCTest

/// `rating>4` and the rating order: the community's average, unrated beers matching no bound and
/// coming last in both directions (as a missing ABV does), ties by id; pages by cursor and by
/// offset; and the in-memory index following new ratings without loading itself again.
final class RatingSearchTests: XCTestCase {
    private var store: CatalogueStore!
    private var catalogue: SQLiteCatalogue!
    private var alice: Session!
    private var bob: Session!

    override func setUp() async throws {
        store = try Fixtures.store(in: self)
        catalogue = SQLiteCatalogue.testing(store)
        alice = try await catalogue.account("alice")
        bob = try await catalogue.account("bob")
        // Orval 4.5 (2), Westmalle 4.5 (2), Guinness 3 (2), Old Rasputin 2 (1); the rest unrated.
        try await rate("orval", alice: 4, bob: 5)
        try await rate("westmalle", alice: 5, bob: 4)
        try await rate("guinness", alice: 3, bob: 3)
        try await rate("rasputin", alice: nil, bob: 2)
    }

    private func rate(_ query: String, alice stars: Int?, bob bobStars: Int?) async throws {
        let id = try XCTUnwrap(try store.search(SearchRequest(query: QueryParser.parse(query))).beers.first).id
        _ = try await catalogue.setRating(stars, beerID: id, session: alice)
        _ = try await catalogue.setRating(bobStars, beerID: id, session: bob)
    }

    private func names(_ query: String, sort: SortField = .name, descending: Bool = false,
                       strategy: SearchStrategy = .inMemory) throws -> [String] {
        try store.allPages(SearchRequest(query: QueryParser.parse(query), sort: sort, descending: descending, limit: 2),
                           strategy: strategy).beers.map(\.name)
    }

    private func assertNames(_ query: String, sort: SortField = .name, descending: Bool = false, _ expected: [String],
                             file: StaticString = #filePath, line: UInt = #line) throws {
        for strategy in [SearchStrategy.inMemory, .sql, .inMemoryWhenLoaded] {
            XCTAssertEqual(try names(query, sort: sort, descending: descending, strategy: strategy), expected,
                           "\(query) \(strategy)", file: file, line: line)
        }
    }

    func testRatingFiltersCompareTheAverageAndLeaveUnratedBeersOut() throws {
        try assertNames("rating>4", ["Orval", "Westmalle Tripel"])
        try assertNames("rating>=4.5", ["Orval", "Westmalle Tripel"])
        try assertNames("rating<3", ["Old Rasputin"])
        try assertNames("rating<=3", ["Guinness Draught", "Old Rasputin"])
        try assertNames("rating=3", ["Guinness Draught"])
        try assertNames("rating:2-3", ["Guinness Draught", "Old Rasputin"])
        try assertNames("rating>0", ["Guinness Draught", "Old Rasputin", "Orval", "Westmalle Tripel"])
        try assertNames("rating>5", [])
        try assertNames("rating>2 abv>8", ["Westmalle Tripel"])
        try assertNames("rating>2 stout", ["Guinness Draught"])
    }

    func testTheRatingOrderPutsUnratedBeersLastInBothDirections() throws {
        let unrated = ["Früh Kölsch", "Sierra Nevada Pale Ale", "Torpedo Extra IPA", "Bière de Garde", "Mystery Ale"]
        // Ties (Orval and Westmalle at 4.5) go by id, in the order's direction.
        try assertNames("", sort: .rating, descending: true,
                        ["Westmalle Tripel", "Orval", "Guinness Draught", "Old Rasputin"] + unrated.reversed())
        try assertNames("", sort: .rating, ["Old Rasputin", "Guinness Draught", "Orval", "Westmalle Tripel"] + unrated)
        try assertNames("ale", sort: .rating, descending: true,
                        ["Orval", "Mystery Ale", "Torpedo Extra IPA", "Sierra Nevada Pale Ale"])
    }

    func testPagesAtAnOffsetAndPositionsFollowTheRatingOrder() throws {
        let request = SearchRequest(sort: .rating, descending: true, limit: 3)
        let all = try store.allPages(request).beers.map(\.id)
        for offset in [0, 2, 4, 7, 9] {
            var atOffset = request
            atOffset.after = NextPage(offset: offset)
            XCTAssertEqual(try store.search(atOffset).beers.map(\.id), Array(all[offset..<min(offset + 3, all.count)]))
            XCTAssertEqual(try store.position(of: all[min(offset, all.count - 1)], in: request), min(offset, all.count - 1))
        }
    }

    func testANewRatingIsSeenAtOnceWithoutLoadingTheIndexAgain() async throws {
        XCTAssertEqual(try names("rating>4", sort: .rating, descending: true), ["Westmalle Tripel", "Orval"])
        try store.prepareSearch(sort: .rating)
        let loads = store.searchIndex.loads
        XCTAssertTrue(try store.isSearchPrepared(sort: .rating))
        try await rate("kolsch", alice: 5, bob: 5)
        XCTAssertFalse(try store.isSearchPrepared(sort: .rating), "the rating order is out of date")
        XCTAssertTrue(try store.isSearchPrepared(sort: .name), "the rest of the index is not")
        XCTAssertEqual(try names("rating>4", sort: .rating, descending: true),
                       ["Früh Kölsch", "Westmalle Tripel", "Orval"])
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("kolsch"))).beers.first?.averageRating, 5)
        try store.prepareSearch(sort: .rating)
        XCTAssertTrue(try store.isSearchPrepared(sort: .rating))
        XCTAssertEqual(store.searchIndex.loads, loads, "ratings reload on their own, not the whole index")
    }
}
