import Catalogue
import XCTest

/// `SimilarityRanking`: shared traits score, the beer itself and beers with nothing in common
/// are left out, a candidate found twice counts once, ties go by id, a dozen at most.
final class SimilarityRankingTests: XCTestCase {
    private let orval = SimilarityRanking.Traits(id: 1, breweryID: 10, styleID: 100, abv: 6.2, ibu: 36, srm: 8)

    private func beer(_ id: Int64, brewery: Int64 = 99, style: Int64? = nil, abv: Double? = nil, ibu: Double? = nil,
                      srm: Double? = nil) -> SimilarityRanking.Traits {
        SimilarityRanking.Traits(id: id, breweryID: brewery, styleID: style, abv: abv, ibu: ibu, srm: srm)
    }

    func testSharedTraitsScoreAndNothingInCommonIsLeftOut() {
        let candidates = [orval, beer(2, style: 100), beer(3, brewery: 10), beer(4, abv: 6.3, ibu: 30, srm: 9),
                          beer(5, abv: 9, ibu: 80, srm: 40), beer(2, style: 100)]
        let ranked = SimilarityRanking.rank(orval, candidates: candidates, likedBy: [:])
        XCTAssertEqual(ranked.map(\.id), [2, 4, 3])
        XCTAssertEqual(ranked.map(\.reasons), [[.sameStyle], [.closeABV(6.3), .closeIBU(30), .closeColour], [.sameBrewery]])
    }

    func testTheSameBitternessAndColourAloneAreNoLikeness() {
        let ranked = SimilarityRanking.rank(orval, candidates: [beer(6, abv: 9, ibu: 36, srm: 8), beer(7, abv: 6.2, srm: 8)],
                                            likedBy: [:])
        XCTAssertEqual(ranked.map(\.id), [7])
        XCTAssertEqual(ranked.first?.reasons, [.closeABV(6.2), .closeColour])
    }

    func testLikedByMorePeopleRanksHigherAndTiesGoByID() {
        let candidates = [beer(7), beer(6), beer(5)]
        let ranked = SimilarityRanking.rank(orval, candidates: candidates, likedBy: [5: 1, 6: 3, 7: 1])
        XCTAssertEqual(ranked.map(\.id), [6, 5, 7])
        XCTAssertEqual(ranked.first?.reasons, [.likedByTheSamePeople(3)])
    }

    func testADozenAtMost() {
        let candidates = (2 ... 40).map { beer(Int64($0), style: 100) }
        let ranked = SimilarityRanking.rank(orval, candidates: candidates, likedBy: [:])
        XCTAssertEqual(ranked.map(\.id), Array(2 ... 13))
    }
}
