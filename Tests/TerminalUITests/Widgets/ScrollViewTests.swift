import XCTest
import TerminalUI

/// A scroll view over ten numbered lines, `height` rows tall.
@MainActor private func page(lines: Int = 10, width: Int = 12, height: Int = 4,
                             maximumWidth: Int? = nil) -> (Screen, ScrollView, Label) {
    let text = Label((1...max(1, lines)).map { "line \($0)" }.joined(separator: "\n"))
    let view = ScrollView(text, maximumContentWidth: maximumWidth) { _ in text.text.split(separator: "\n").count }
    let screen = Screen(size: Size(width: width, height: height))
    screen.content = view
    return (screen, view, text)
}

@MainActor private func rows(_ screen: Screen) -> [String] {
    let buffer = screen.render(theme: testTheme)
    return (0..<buffer.height).map { buffer.rowText($0) }
}

final class ScrollViewTests: XCTestCase {
    func testTheMarksSayWhereThereIsMore() {
        MainActor.assumeIsolated {
            let (screen, view, _) = page()
            XCTAssertTrue(view.isScrollable)
            XCTAssertEqual(rows(screen), ["line 1     █", "line 2     │", "line 3     │", "line 4     ▼"])
            XCTAssertTrue(view.scroll(by: 3))
            XCTAssertEqual(rows(screen), ["line 4     ▲", "line 5     █", "line 6     │", "line 7     ▼"])
            XCTAssertTrue(view.scroll(by: 100), "as far as the content goes")
            XCTAssertEqual(view.offset, 6)
            XCTAssertEqual(rows(screen), ["line 7     ▲", "line 8     │", "line 9     │", "line 10    █"])
            XCTAssertFalse(view.scroll(by: 1), "nothing below")
            view.scrollToTop()
            XCTAssertEqual(view.offset, 0)
        }
    }

    func testContentThatFitsHasNoMarkAndDoesNotScroll() {
        MainActor.assumeIsolated {
            let (screen, view, _) = page(lines: 3)
            XCTAssertFalse(view.isScrollable)
            XCTAssertEqual(rows(screen), ["line 1      ", "line 2      ", "line 3      ", "            "])
            XCTAssertFalse(view.scroll(by: 1))
            XCTAssertFalse(view.handle(key: .mouse(MouseEvent(.wheelDown, at: .zero))), "the wheel is left to what is around it")
        }
    }

    func testTheWheelScrollsAndAPageLeavesALineOfContext() {
        MainActor.assumeIsolated {
            let (screen, view, _) = page(lines: 20)
            XCTAssertEqual(view.pageStep, 3)
            _ = screen.dispatch(.mouse(MouseEvent(.wheelDown, at: Point(x: 2, y: 1))))
            XCTAssertEqual(view.offset, 3)
            _ = screen.dispatch(.mouse(MouseEvent(.wheelUp, at: Point(x: 2, y: 1))))
            XCTAssertEqual(view.offset, 0)
        }
    }

    func testScrollToShowMovesAsLittleAsItCan() {
        MainActor.assumeIsolated {
            let (screen, view, _) = page(lines: 20)
            _ = rows(screen)
            view.scrollToShow(rows: 5..<6)
            XCTAssertEqual(view.offset, 2, "the row at the bottom")
            view.scrollToShow(rows: 3..<4)
            XCTAssertEqual(view.offset, 2, "already in view")
            view.scrollToShow(rows: 1..<2)
            XCTAssertEqual(view.offset, 1, "the row at the top")
        }
    }

    /// A wide viewport lays the content out at most `maximumContentWidth` wide, the mark beside it.
    func testTheContentKeepsItsMaximumWidth() {
        MainActor.assumeIsolated {
            let (screen, view, text) = page(width: 30, maximumWidth: 8)
            XCTAssertEqual(view.contentWidth, 8)
            _ = rows(screen)
            XCTAssertEqual(text.frame.width, 8)
            XCTAssertEqual(rows(screen)[3], "line 4   ▼                    ", "a blank column, then the mark")
        }
    }

    /// Content that shrinks (another text) or a viewport that grows keeps the offset within it,
    /// and says so.
    func testAShorterContentOrATallerViewportKeepsTheOffsetWithin() {
        MainActor.assumeIsolated {
            let (screen, view, text) = page(lines: 20)
            var offsets: [Int] = []
            view.onScroll.add { offsets.append($0) }
            view.scroll(by: 16)
            XCTAssertEqual(view.offset, 16)
            text.text = "line 1\nline 2\nline 3\nline 4\nline 5\nline 6"
            _ = rows(screen)
            XCTAssertEqual(view.offset, 2)
            screen.size = Size(width: 12, height: 10)
            XCTAssertEqual(view.offset, 0)
            XCTAssertEqual(offsets.last, 0)
            XCTAssertTrue(offsets.contains(16) && offsets.contains(2), "\(offsets)")
        }
    }
}
