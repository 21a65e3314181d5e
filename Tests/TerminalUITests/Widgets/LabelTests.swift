import XCTest
import TerminalUI

final class LabelTests: XCTestCase {
    func testAlignment() {
        MainActor.assumeIsolated {
            XCTAssertEqual(render(Label("Ale", alignment: .left), width: 7, height: 1).text(), "Ale    ")
            XCTAssertEqual(render(Label("Ale", alignment: .center), width: 7, height: 1).text(), "  Ale  ")
            XCTAssertEqual(render(Label("Ale", alignment: .right), width: 7, height: 1).text(), "    Ale")
            XCTAssertEqual(render(Label("日本", alignment: .right), width: 7, height: 1).text(), "   日本")
        }
    }

    func testTruncationAtDisplayWidth() {
        MainActor.assumeIsolated {
            XCTAssertEqual(render(Label("Westvleteren 12"), width: 8, height: 1).text(), "Westvle…")
            XCTAssertEqual(render(Label("日本のビール"), width: 8, height: 1).text(), "日本の… ")
            XCTAssertEqual(render(Label("line one\nline two"), width: 6, height: 2).text(), "line …\nline …")
        }
    }

    func testWordWrap() {
        MainActor.assumeIsolated {
            let label = Label("A crisp pale lager brewed in Pilsen since 1842", overflow: .wrap)
            assertGolden(render(label, width: 14, height: 5), "label-wrap")
            XCTAssertEqual(TextLayout.wrap("Supercalifragilistic", width: 8), ["Supercal", "ifragili", "stic"])
            XCTAssertEqual(TextLayout.wrap("a\n\nb", width: 3), ["a", "", "b"])
            XCTAssertEqual(TextLayout.wrap("日本のビール", width: 5), ["日本", "のビ", "ール"])
            XCTAssertEqual(TextLayout.wrap("🍺", width: 1), ["🍺"])       // wider than the line: emitted, clipped when drawn
        }
    }

    func testStyles() {
        MainActor.assumeIsolated {
            assertGolden(render(Label("Taproom", role: .title), width: 9, height: 1), "label-title")
            assertGolden(render(Label("failed", style: Style(foreground: .red, attributes: .underline)), width: 8, height: 1), "label-style")
            let disabled = Label("off")
            disabled.isEnabled = false
            XCTAssertEqual(render(disabled, width: 3, height: 1).annotatedText(), "{dim|off}")
        }
    }
}
