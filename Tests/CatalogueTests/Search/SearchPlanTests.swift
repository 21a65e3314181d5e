@testable import Catalogue
import GRDB
import XCTest

/// Which words the in-memory terms answer, and which are left to FTS5: decided by the full-text
/// index's own tokenizer, and the rest handed to FTS5 as a checked pattern.
final class SearchPlanTests: XCTestCase {
    private func plan(_ query: String) throws -> SearchPlan {
        try DatabaseQueue().read { db in try SearchPlan(query: QueryParser.parse(query), userID: nil, db) }
    }

    /// The in-memory token for a one-word query, or nil when the word is left to FTS5.
    private func token(_ text: String) throws -> String? {
        let plan = try plan("\"\(text)\"")
        return plan.prefixes.first.map { String(decoding: $0.token, as: UTF8.self) }
    }

    func testTheTokenizerIsTheFullTextIndexOwn() throws {
        XCTAssertEqual(SearchPlan.tokenizer.components, ["unicode61", "remove_diacritics", "2"])
        let sql = try CatalogueStore.inMemory().reading { db in
            try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'beers_fts'")
        }
        XCTAssertTrue(try XCTUnwrap(sql).contains("tokenize = \"\(SearchPlan.tokenizer.components.joined(separator: " "))\""))
    }

    func testPlainWordsFoldAsTheTokenizerDoes() throws {
        XCTAssertEqual(try token("Pale"), "pale")
        XCTAssertEqual(try token("KÖLSCH"), "kolsch")
        XCTAssertEqual(try token("Ko\u{0308}l"), "kol", "decomposed input")
        XCTAssertEqual(try token("zé"), "ze")
        XCTAssertEqual(try token("2x"), "2x")
        XCTAssertEqual(try token("ipa,"), "ipa", "punctuation around one word is no token")
        XCTAssertEqual(try token("(Kölsch)"), "kolsch")
    }

    func testOtherWordsAreLeftToFTS() throws {
        for text in ["weiß", "øl", "日本", "d'or", "saint-g", "pale ale", "ﬁne", "ｐａ"] {
            XCTAssertNil(try token(text), text)
            XCTAssertNotNil(try plan("\"\(text)\"").fullTextPattern(), text)
        }
    }

    func testAQueryIsSplitBetweenTermsAndOneMatchPattern() throws {
        let plan = try plan("pa weiß style:stout brewery:\"sierra nevada\" & abv>5")
        XCTAssertEqual(plan.prefixes.map { String(decoding: $0.token, as: UTF8.self) }, ["pa", "stout"])
        XCTAssertEqual(plan.prefixes.map(\.columns), [.all, .style])
        XCTAssertEqual(try plan.fullTextPattern()?.rawPattern, "\"weiß\"* AND brewery : \"sierra nevada\"*")
        XCTAssertEqual(plan.numericFilters.count, 1)
        XCTAssertFalse(plan.isUnfiltered)
        XCTAssertTrue(try self.plan("& -").isUnfiltered, "words without letters or digits select everything, as before")
    }

    func testTheSQLConditionsMatchEveryTermInOnePattern() throws {
        let conditions = try plan("pa weiß style:stout").sqlConditions()
        XCTAssertEqual(conditions.conditions, ["b.id IN (SELECT rowid FROM beers_fts WHERE beers_fts MATCH ?)"])
        XCTAssertEqual(conditions.arguments, ["\"pa\"* AND style : \"stout\"* AND \"weiß\"*"])
    }
}
