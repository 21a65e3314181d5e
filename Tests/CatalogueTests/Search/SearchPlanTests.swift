@testable import Catalogue
import XCTest

/// Which words the in-memory terms answer, and which are left to FTS5.
final class SearchPlanTests: XCTestCase {
    private func token(_ text: String) -> String? {
        SearchPlan.plainToken(text).map { String(decoding: $0, as: UTF8.self) }
    }

    func testPlainWordsFoldAsTheTokenizerDoes() {
        XCTAssertEqual(token("Pale"), "pale")
        XCTAssertEqual(token("KÖLSCH"), "kolsch")
        XCTAssertEqual(token("Ko\u{0308}l"), "kol", "decomposed input")
        XCTAssertEqual(token("zé"), "ze")
        XCTAssertEqual(token("2x"), "2x")
    }

    func testOtherWordsAreLeftToFTS() {
        for text in ["weiß", "øl", "日本", "d'or", "saint-g", "pale ale", "\u{0301}a", "ﬁne", "ｐａ"] {
            XCTAssertNil(token(text), text)
        }
    }

    func testAQueryIsSplitBetweenTermsAndOneMatchExpression() throws {
        let plan = try SearchPlan(query: QueryParser.parse("pa øl style:stout brewery:\"sierra nevada\" & abv>5"),
                                  userID: nil)
        XCTAssertEqual(plan.prefixes.map { String(decoding: $0.token, as: UTF8.self) }, ["pa", "stout"])
        XCTAssertEqual(plan.prefixes.map(\.columns), [.all, .style])
        XCTAssertEqual(plan.fullTextExpression, "\"øl\"* AND brewery : \"sierra nevada\"*")
        XCTAssertEqual(plan.numericFilters.count, 1)
        XCTAssertFalse(plan.isUnfiltered)
        XCTAssertTrue(try SearchPlan(query: QueryParser.parse("& -"), userID: nil).isUnfiltered,
                      "words without letters or digits select everything, as before")
    }
}
