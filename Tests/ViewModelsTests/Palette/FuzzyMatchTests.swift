@testable import ViewModels
import XCTest

/// The palette's matching: the letters typed, in order, in any case and with or without
/// accents; words typed in any order; letters together and at word starts first.
final class FuzzyMatchTests: XCTestCase {
    private func score(_ typed: String, _ name: String) -> Int? {
        FuzzyMatch.match(typed, in: name)?.score
    }

    func testTheLettersMustBeThereInOrder() {
        XCTAssertNotNil(score("srt", "Cycle the sort"))
        XCTAssertNotNil(score("cts", "Cycle the sort"))
        XCTAssertNil(score("tros", "Cycle the sort"), "out of order")
        XCTAssertNil(score("sortx", "Cycle the sort"), "a letter missing")
        XCTAssertNil(score("aa", "a"), "each letter once")
    }

    func testCaseAndAccentsAreIgnoredBothWays() {
        XCTAssertNotNil(score("BIERE", "Bière de Garde"))
        XCTAssertNotNil(score("bière", "BIERE DE GARDE"))
        XCTAssertNotNil(score("jorger", "Jörger Weiße"))
        XCTAssertEqual(score("Orval", "orval"), score("orval", "Orval"))
    }

    func testWordsMayComeInAnyOrder() {
        XCTAssertNotNil(score("draught guin", "Guinness Draught"))
        XCTAssertNil(score("draught guin x", "Guinness Draught"), "every word must match")
    }

    func testEmptyTextMatchesEverythingEqually() {
        XCTAssertEqual(FuzzyMatch.match("", in: "Orval"), FuzzyMatch(score: 0, highlights: []))
        XCTAssertEqual(FuzzyMatch.match("   ", in: ""), FuzzyMatch(score: 0, highlights: []))
    }

    func testLettersTogetherScoreHigherThanLettersApart() throws {
        let together = try XCTUnwrap(score("sort", "Cycle the sort"))
        let apart = try XCTUnwrap(score("sort", "Show our rating today"))
        XCTAssertGreaterThan(together, apart)
        XCTAssertGreaterThan(try XCTUnwrap(score("ipa", "Punk IPA")), try XCTUnwrap(score("ipa", "Tipsy lager")))
    }

    func testWordStartsScoreHigherThanLettersInsideWords() throws {
        XCTAssertGreaterThan(try XCTUnwrap(score("fo", "Favourites only")), try XCTUnwrap(score("fo", "Before")))
        XCTAssertGreaterThan(try XCTUnwrap(score("np", "Next page")), try XCTUnwrap(score("np", "Unpaid")))
    }

    func testTheBestPlacementIsFoundNotTheFirst() throws {
        // Greedy would take the first "s" (in "Issues"); the best is the word "sort".
        let match = try XCTUnwrap(FuzzyMatch.match("sort", in: "Issues sort"))
        XCTAssertEqual(match.highlights, [7..<11])
    }

    func testHighlightsAreTheMatchedCharacters() throws {
        XCTAssertEqual(FuzzyMatch.match("cts", in: "Cycle the sort")?.highlights, [0..<1, 6..<7, 10..<11])
        XCTAssertEqual(FuzzyMatch.match("bie", in: "Bière")?.highlights, [0..<3])
        XCTAssertEqual(FuzzyMatch.match("ne", in: "常陸野ネスト Nest")?.highlights, [7..<9])
    }
}
