import XCTest
import TerminalUI

final class DisplayWidthTests: XCTestCase {
    func testASCII() {
        XCTAssertEqual(DisplayWidth.of("a" as Character), 1)
        XCTAssertEqual("Hello, world!".displayWidth, 13)
        XCTAssertEqual("".displayWidth, 0)
    }

    func testLatinWithDiacritics() {
        XCTAssertEqual("ß".displayWidth, 1)
        XCTAssertEqual("é".displayWidth, 1)                       // precomposed U+00E9
        XCTAssertEqual("e\u{301}".displayWidth, 1)                // e + combining acute
        XCTAssertEqual("Weißbier Kölsch".displayWidth, 15)
    }

    func testCJKAndFullwidth() {
        XCTAssertEqual("日本".displayWidth, 4)
        XCTAssertEqual("麦酒".displayWidth, 4)
        XCTAssertEqual("한국".displayWidth, 4)
        XCTAssertEqual("ｂｅｅｒ".displayWidth, 8)
        XCTAssertEqual("カタカナ".displayWidth, 8)
        XCTAssertEqual("\u{3000}".displayWidth, 2)                 // ideographic space
    }

    func testEmoji() {
        XCTAssertEqual("🍺".displayWidth, 2)
        XCTAssertEqual("👍🏽".displayWidth, 2)                      // skin tone modifier
        XCTAssertEqual("👨‍👩‍👧‍👦".displayWidth, 2)                       // ZWJ family
        XCTAssertEqual("🏳️‍🌈".displayWidth, 2)                      // ZWJ + VS16
        XCTAssertEqual("🇩🇪".displayWidth, 2)                       // flag
        XCTAssertEqual("❤\u{FE0F}".displayWidth, 2)               // VS16 forces emoji presentation
        XCTAssertEqual("❤".displayWidth, 1)                        // text presentation by default
        XCTAssertEqual("1\u{FE0F}\u{20E3}".displayWidth, 2)       // keycap
        XCTAssertEqual("⌚\u{FE0E}".displayWidth, 1)               // VS15 forces text presentation
    }

    func testCombiningMarksAndZeroWidth() {
        XCTAssertEqual(DisplayWidth.of("\u{301}" as Character), 0)  // lone combining mark
        XCTAssertEqual("\u{200B}".displayWidth, 0)                  // zero width space
        XCTAssertEqual("a\u{200D}".displayWidth, 1)
    }

    func testControlCharacters() {
        XCTAssertEqual("\u{7}".displayWidth, 0)
        XCTAssertEqual("\t".displayWidth, 0)
        XCTAssertEqual("\n".displayWidth, 0)
        XCTAssertEqual("\r\n".displayWidth, 0)
        XCTAssertEqual("\u{7F}".displayWidth, 0)
        XCTAssertEqual("\u{9B}".displayWidth, 0)
    }

    /// A string that is not all printable ASCII is counted character by character, even when
    /// most of it is.
    func testPrintableASCIIBesideOtherCharacters() {
        XCTAssertEqual("Pale\tAle".displayWidth, 7)
        XCTAssertEqual("IPA\u{7F}".displayWidth, 3)
        XCTAssertEqual("Lager 日本".displayWidth, 10)
        XCTAssertEqual("Cafe\u{301} Stout".displayWidth, 10)
        XCTAssertEqual("Stout \u{1F37A}".displayWidth, 8)
        XCTAssertEqual("Ölbräu\u{9B}".displayWidth, 6)             // a C1 control beside Latin letters
        XCTAssertEqual("Bière\u{AD}s".displayWidth, 7)             // the soft hyphen shows
        XCTAssertEqual("Ŝkolo\u{308}".displayWidth, 5)             // a combining mark after Latin letters
    }

    func testTruncateAtDisplayWidth() {
        XCTAssertEqual(DisplayWidth.truncate("Hello world", toWidth: 8), "Hello w…")
        XCTAssertEqual(DisplayWidth.truncate("Hello", toWidth: 5), "Hello")
        XCTAssertEqual(DisplayWidth.truncate("日本語です", toWidth: 6), "日本…")
        XCTAssertEqual(DisplayWidth.truncate("日本語です", toWidth: 5), "日本…")
        XCTAssertEqual(DisplayWidth.truncate("abc", toWidth: 1), "…")
        XCTAssertEqual(DisplayWidth.truncate("abc", toWidth: 0), "")
        XCTAssertEqual(DisplayWidth.prefix("🍺🍺🍺", fitting: 5), "🍺🍺")
    }
}
