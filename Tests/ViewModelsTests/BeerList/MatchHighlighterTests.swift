@testable import ViewModels
import XCTest

final class MatchHighlighterTests: XCTestCase {
    func testWordStartsOnlyIgnoringCaseAndDiacritics() {
        XCTAssertEqual(MatchHighlighter.ranges(of: ["ale"], in: "Pale Ale"), [5..<8])
        XCTAssertEqual(MatchHighlighter.ranges(of: ["KOL"], in: "Früh Kölsch"), [5..<8])
        XCTAssertEqual(MatchHighlighter.ranges(of: ["bière"], in: "Biere de Garde"), [0..<5])
        XCTAssertEqual(MatchHighlighter.ranges(of: ["or"], in: "d'Orval"), [2..<4], "after punctuation")
    }

    func testAMatchCoversWholeCharacters() {
        XCTAssertEqual(MatchHighlighter.ranges(of: ["ss"], in: "Straße Weiß"), [],
                       "ß folds to ss, but not at a word start here")
        XCTAssertEqual(MatchHighlighter.ranges(of: ["weiss"], in: "Weiß"), [0..<4])
        XCTAssertEqual(MatchHighlighter.ranges(of: ["weis"], in: "Weiß"), [], "half of ß is no match")
    }

    func testOffsetsCountCharactersEvenWhenACharacterIsTwoASCIIBytes() {
        XCTAssertEqual(MatchHighlighter.ranges(of: ["ale"], in: "Pale\r\nAle"), [5..<8], "CR LF is one character")
        XCTAssertEqual(MatchHighlighter.ranges(of: ["ALE", "p"], in: "Pale-Ale 2"), [0..<1, 5..<8])
        XCTAssertEqual(MatchHighlighter.ranges(of: ["2"], in: "Pale-Ale 2"), [9..<10])
        XCTAssertEqual(MatchHighlighter.ranges(of: ["ale"], in: "PaleAle"), [], "not at a word start")
    }

    func testOverlappingWordsMergeAndEmptyWordsAreIgnored() {
        XCTAssertEqual(MatchHighlighter.ranges(of: ["pa", "pale", ""], in: "Pale Pa"), [0..<4, 5..<7])
        XCTAssertEqual(MatchHighlighter.ranges(of: [], in: "Pale"), [])
    }
}
