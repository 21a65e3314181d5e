@testable import Catalogue
import GRDB
import XCTest

/// Which words the in-memory terms answer, and which are left to FTS5: decided by the full-text
/// indexes' own tokenizer, and the rest handed to FTS5 as checked patterns.
final class SearchPlanTests: XCTestCase {
    private func plan(_ query: String) throws -> SearchPlan {
        try DatabaseQueue().read { db in try SearchPlan(query: QueryParser.parse(query), userID: nil, db) }
    }

    /// The in-memory token for a one-word query, or nil when the word is left to FTS5.
    private func token(_ text: String) throws -> String? {
        let plan = try plan("\"\(text)\"")
        return plan.prefixes.first.map { String(decoding: $0.token, as: UTF8.self) }
    }

    func testTheTokenizerIsTheFullTextIndexesOwn() throws {
        XCTAssertEqual(SearchPlan.tokenizer.components, ["unicode61", "remove_diacritics", "2"])
        let store = try CatalogueStore.inMemory()
        for table in FullTextTable.all {
            let sql = try store.reading { db in
                try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = ?", arguments: [table.name])
            }
            XCTAssertTrue(try XCTUnwrap(sql, table.name).contains("tokenize = \"\(SearchPlan.tokenizer.components.joined(separator: " "))\""))
        }
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
            XCTAssertEqual(try plan("\"\(text)\"").phrases.count, 1, text)
        }
    }

    func testAQueryIsSplitBetweenTermsAndMatchPatterns() throws {
        let plan = try plan("pa weiß style:stout brewery:\"sierra nevada\" & abv>5")
        XCTAssertEqual(plan.prefixes.map { String(decoding: $0.token, as: UTF8.self) }, ["pa", "stout"])
        XCTAssertEqual(plan.prefixes.map(\.columns), [.all, .style])
        XCTAssertEqual(plan.phrases.map(\.pattern.rawPattern), ["\"weiß\"*", "\"sierra nevada\"*"])
        XCTAssertEqual(plan.phrases.map(\.columns), [.all, .brewery])
        XCTAssertEqual(plan.numericFilters.count, 1)
        XCTAssertFalse(plan.isUnfiltered)
        XCTAssertTrue(try self.plan("& -").isUnfiltered, "words without letters or digits select everything, as before")
    }

    /// One condition for every term: per term, the beers its pattern finds in each of its
    /// columns' indexes; the terms' lists intersected.
    func testTheSQLConditionIntersectsEachTermsMatchesInItsColumnsIndexes() throws {
        let name = "SELECT rowid AS id FROM beer_words WHERE beer_words MATCH ?"
        let brewery = "SELECT id FROM beers WHERE brewery_id IN (SELECT rowid FROM brewery_words WHERE brewery_words MATCH ?)"
        let style = "SELECT id FROM beers WHERE style_id IN (SELECT rowid FROM style_words WHERE style_words MATCH ?)"
        let any = "\(name) UNION ALL \(brewery) UNION ALL \(style)"
        let one = try plan("pa abv>5").sqlConditions()
        XCTAssertEqual(one.conditions, ["b.id IN (\(any))", "+b.abv > ?"])
        XCTAssertEqual(one.arguments, ["\"pa\"*", "\"pa\"*", "\"pa\"*", 5.0])
        let three = try plan("pa weiß style:stout").sqlConditions()
        XCTAssertEqual(three.conditions, [
            "b.id IN (SELECT id FROM (\(any)) INTERSECT SELECT id FROM (\(style)) INTERSECT SELECT id FROM (\(any)))"])
        XCTAssertEqual(three.arguments, ["\"pa\"*", "\"pa\"*", "\"pa\"*", "\"stout\"*", "\"weiß\"*", "\"weiß\"*", "\"weiß\"*"])
    }
}
