import XCTest
import TerminalUI

final class CellBufferTests: XCTestCase {
    func testPutWritesAndReturnsColumns() {
        var buffer = CellBuffer(width: 6, height: 2)
        XCTAssertEqual(buffer.put("ab", at: Point(x: 1, y: 0)), 2)
        XCTAssertEqual(buffer.put("日x", at: Point(x: 0, y: 1)), 3)
        XCTAssertEqual(buffer.text(), " ab   \n日x   ")
        XCTAssertEqual(buffer[0, 1]?.width, 2)
        XCTAssertEqual(buffer[1, 1]?.isContinuation, true)
    }

    func testPutNeverWritesOutsideBuffer() {
        var buffer = CellBuffer(width: 3, height: 1)
        XCTAssertEqual(buffer.put("abcdef", at: Point(x: 1, y: 0)), 2)
        XCTAssertEqual(buffer.put("zzz", at: Point(x: 0, y: 5)), 0)
        XCTAssertEqual(buffer.put("zzz", at: Point(x: 0, y: -1)), 0)
        XCTAssertEqual(buffer.text(), " ab")
        buffer.put("xyz", at: Point(x: -2, y: 0))
        XCTAssertEqual(buffer.text(), "zab")
    }

    func testWideGraphemeThatDoesNotFitBecomesSpace() {
        var buffer = CellBuffer(width: 3, height: 1)
        buffer.fill(buffer.bounds, with: "-")
        XCTAssertEqual(buffer.put("a日", at: Point(x: 1, y: 0)), 2)
        XCTAssertEqual(buffer.text(), "-a ")
    }

    func testClipRect() {
        var buffer = CellBuffer(width: 8, height: 3)
        let clip = Rect(x: 2, y: 1, width: 3, height: 1)
        buffer.put("abcdef", at: Point(x: 0, y: 1), clip: clip)
        buffer.put("zzzz", at: Point(x: 0, y: 0), clip: clip)
        XCTAssertEqual(buffer.text(), "        \n  cde   \n        ")
        // A wide grapheme straddling the left clip edge leaves a space in its visible half.
        var wide = CellBuffer(width: 4, height: 1)
        wide.fill(wide.bounds, with: "-")
        wide.put("日本", at: Point(x: 1, y: 0), clip: Rect(x: 2, y: 0, width: 2, height: 1))
        XCTAssertEqual(wide.text(), "--  ")   // 本 would straddle the right edge: a space
    }

    func testOverwritingHalfAWideGraphemeBlanksTheOtherHalf() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.put("日本", at: .zero)
        buffer.put("x", at: Point(x: 1, y: 0))
        XCTAssertEqual(buffer.text(), " x本")
        buffer.put("y", at: Point(x: 2, y: 0))
        XCTAssertEqual(buffer.text(), " xy ")
    }

    func testSkipsZeroWidthGraphemes() {
        var buffer = CellBuffer(width: 4, height: 1)
        XCTAssertEqual(buffer.put("a\u{7}b\u{301}", at: .zero), 2)
        XCTAssertEqual(buffer.text(), "ab\u{301}  ")
    }

    func testFillAndSetStyle() {
        var buffer = CellBuffer(width: 4, height: 2)
        buffer.fill(Rect(x: 1, y: 0, width: 10, height: 1), with: "#", style: Style(attributes: .bold))
        buffer.setStyle(Style(attributes: .reverse), in: Rect(x: 0, y: 1, width: 2, height: 1))
        XCTAssertEqual(buffer.annotatedText(), " {bold|###}\n{reverse|  }  ")
        var wide = CellBuffer(width: 5, height: 1)
        wide.fill(wide.bounds, with: "日")
        XCTAssertEqual(wide.text(), "日日 ")
    }

    func testAnnotatedTextShowsColours() {
        var buffer = CellBuffer(width: 5, height: 1)
        buffer.put("ok", at: .zero, style: Style(foreground: .red, background: .indexed(17), attributes: .underline))
        XCTAssertEqual(buffer.annotatedText(), "{underline fg:red bg:17|ok}   ")
    }

    func testDiffReportsOnlyChangedCells() {
        var previous = CellBuffer(width: 4, height: 2)
        previous.put("abcd", at: .zero)
        var current = previous
        XCTAssertTrue(current.diff(against: previous).isEmpty)
        current.put("X", at: Point(x: 2, y: 0))
        current.put("日", at: Point(x: 0, y: 1))
        let changes = current.diff(against: previous)
        XCTAssertEqual(changes.map(\.point), [Point(x: 2, y: 0), Point(x: 0, y: 1)])
        XCTAssertEqual(changes.map(\.cell.grapheme), ["X", "日"])
        XCTAssertEqual(current.diff(against: nil).count, 7)           // 8 cells minus one continuation
        XCTAssertEqual(current.diff(against: CellBuffer(width: 1, height: 1)).count, 7)
    }

    func testResizeKeepsContentAndNeverSplitsWideGraphemes() {
        var buffer = CellBuffer(width: 4, height: 2)
        buffer.put("a日b", at: .zero)
        buffer.resize(to: Size(width: 2, height: 3))
        XCTAssertEqual(buffer.text(), "a \n  \n  ")
    }

    func testRectGeometry() {
        let a = Rect(x: 0, y: 0, width: 10, height: 5)
        let b = Rect(x: 5, y: 3, width: 10, height: 10)
        XCTAssertEqual(a.intersection(b), Rect(x: 5, y: 3, width: 5, height: 2))
        XCTAssertTrue(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isEmpty)
        XCTAssertEqual(a.insetBy(dx: 1, dy: 1), Rect(x: 1, y: 1, width: 8, height: 3))
        XCTAssertEqual(a.insetBy(dx: 9, dy: 9).size, .zero)
        XCTAssertTrue(a.contains(Point(x: 9, y: 4)))
        XCTAssertFalse(a.contains(Point(x: 10, y: 4)))
    }

    func testThemePalettes() {
        XCTAssertEqual(ColorSupport.detect(colorCount: 256, environment: [:]), .twoFiftySix)
        XCTAssertEqual(ColorSupport.detect(colorCount: 8, environment: [:]), .eight)
        XCTAssertEqual(ColorSupport.detect(colorCount: 0, environment: [:]), ColorSupport.none)
        XCTAssertEqual(ColorSupport.detect(colorCount: 256, environment: ["NO_COLOR": "1"]), ColorSupport.none)
        let mono = Theme.forSupport(.none)
        for role in Theme.Role.allCases {
            XCTAssertEqual(mono[role].foreground, .default, "\(role)")
            XCTAssertEqual(mono[role].background, .default, "\(role)")
        }
        XCTAssertNotEqual(mono.selected, mono.normal)
        XCTAssertEqual(Theme.forSupport(.eight), .color8)
        for role in Theme.Role.allCases {
            if case .indexed = Theme.color8[role].foreground { XCTFail("8-colour palette uses an index") }
        }
    }
}
