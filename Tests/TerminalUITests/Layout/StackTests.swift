import XCTest
import TerminalUI

final class StackTests: XCTestCase {
    func testFixedMinimumAndFlexibleShares() {
        MainActor.assumeIsolated {
            let a = View(), b = View(), c = View(), d = View()
            let stack = VStack([(a, .fixed(2)), (b, .minimum(3)), (c, .flexible(weight: 2)), (d, .fixed(1))])
            stack.frame = Rect(x: 0, y: 0, width: 10, height: 12)
            // 12 - 2 - 3 - 1 = 6 left, shared 1:2 between b and c.
            XCTAssertEqual(a.frame, Rect(x: 0, y: 0, width: 10, height: 2))
            XCTAssertEqual(b.frame, Rect(x: 0, y: 2, width: 10, height: 5))
            XCTAssertEqual(c.frame, Rect(x: 0, y: 7, width: 10, height: 4))
            XCTAssertEqual(d.frame, Rect(x: 0, y: 11, width: 10, height: 1))
        }
    }

    func testTooSmallGivesSpaceInOrderWithoutOverlap() {
        MainActor.assumeIsolated {
            let a = View(), b = View(), c = View()
            let stack = HStack(spacing: 1, [(a, .fixed(4)), (b, .minimum(4)), (c, .flexible)])
            stack.frame = Rect(x: 0, y: 0, width: 6, height: 1)
            XCTAssertEqual(a.frame.width, 4)
            XCTAssertEqual(b.frame.width, 0)
            XCTAssertEqual(c.frame.width, 0)
            XCTAssertLessThanOrEqual(c.frame.maxX, 6)
            stack.frame = Rect(x: 0, y: 0, width: 0, height: 0)
            XCTAssertEqual([a, b, c].map(\.frame.size), [Size.zero, .zero, .zero])
        }
    }

    func testHiddenChildrenTakeNoSpaceAndSpacing() {
        MainActor.assumeIsolated {
            let a = View(), b = View(), c = View()
            let stack = HStack(spacing: 2, [(a, .fixed(3)), (b, .fixed(3)), (c, .flexible)])
            stack.frame = Rect(x: 0, y: 0, width: 20, height: 2)
            XCTAssertEqual(c.frame, Rect(x: 10, y: 0, width: 10, height: 2))
            b.isHidden = true
            XCTAssertEqual(c.frame, Rect(x: 5, y: 0, width: 15, height: 2))
            stack.setSizing(.fixed(5), for: c)
            XCTAssertEqual(c.frame.width, 5)
        }
    }

    func testRoundingLeftoversGoToTheLastFlexibleChild() {
        MainActor.assumeIsolated {
            let views = (0..<3).map { _ in View() }
            let stack = HStack(views.map { ($0, Sizing.flexible) })
            stack.frame = Rect(x: 0, y: 0, width: 10, height: 1)
            XCTAssertEqual(views.map(\.frame.width), [3, 3, 4])
            XCTAssertEqual(views.map(\.frame.x), [0, 3, 6])
        }
    }

    func testScreenLayoutAtTinyAndLargeSizes() {
        MainActor.assumeIsolated {
            let list = ListView()
            list.setItems(["Orval", "Westmalle Tripel", "Rochefort 8"]) { ListRow($0) }
            let screen = Screen(size: Size(width: 24, height: 6))
            screen.content = VStack([
                (Label("Taproom", role: .title), .fixed(1)),
                (HStack(spacing: 1, [(list, .minimum(8)), (Box(title: "Beer", content: Label("Trappist", overflow: .wrap)), .minimum(8))]), .flexible),
                (StatusBar(hints: [KeyHint("F1", "Help"), KeyHint("F10", "Quit")]), .fixed(1)),
            ])
            screen.focus(list)
            assertGolden(screen.render(theme: testTheme), "layout-24x6")
            screen.size = Size(width: 1, height: 1)
            XCTAssertEqual(screen.render(theme: testTheme).text(), "…")
            screen.size = Size(width: 9, height: 2)
            assertGolden(screen.render(theme: testTheme), "layout-9x2")
            screen.size = Size(width: 500, height: 200)
            let huge = screen.render(theme: testTheme)
            XCTAssertEqual(huge.size, Size(width: 500, height: 200))
            XCTAssertTrue(huge.rowText(199).hasPrefix("F1 Help  F10 Quit"))
        }
    }
}
