import XCTest
import TerminalUI

@MainActor private func beerList(_ count: Int, height: Int = 5, calls: CallCounter? = nil) -> (Screen, ListView) {
    let list = ListView(emptyText: "No beers match")
    list.setRows(count: count) { index in
        calls?.count += 1
        return ListRow("Beer \(index)")
    }
    let screen = Screen(size: Size(width: 12, height: height))
    screen.content = list
    return (screen, list)
}

@MainActor private final class CallCounter { var count = 0 }

final class ListViewTests: XCTestCase {
    func testVirtualisedRenderAsksOnlyForVisibleRows() {
        MainActor.assumeIsolated {
            let calls = CallCounter()
            let (screen, list) = beerList(100_000, height: 10, calls: calls)
            _ = screen.render(theme: testTheme)
            XCTAssertEqual(calls.count, 10)
            calls.count = 0
            list.select(50_000)
            let buffer = screen.render(theme: testTheme)
            XCTAssertEqual(calls.count, 10)
            XCTAssertTrue(buffer.rowText(9).hasPrefix("Beer 50000"))
            calls.count = 0
            _ = list.handle(key: .end)
            _ = screen.render(theme: testTheme)
            XCTAssertEqual(calls.count, 10)
        }
    }

    func testSelectionKeysKeepSelectionVisible() {
        MainActor.assumeIsolated {
            let (screen, list) = beerList(20)
            XCTAssertEqual(list.selectedIndex, 0)
            for (key, expected) in [(Key.down, 1), (.ctrl("n"), 2), (.up, 1), (.up, 0), (.up, 0),
                                    (.pageDown, 4), (.pageDown, 8), (.pageUp, 4), (.end, 19), (.down, 19), (.home, 0)] {
                XCTAssertTrue(list.handle(key: key))
                XCTAssertEqual(list.selectedIndex, expected, "after \(key)")
                XCTAssertTrue(list.topIndex <= expected && expected < list.topIndex + 5, "\(key) left the selection off screen")
            }
            XCTAssertFalse(list.handle(key: .ctrl("p")), "^P is left to the app (a command palette)")
            _ = list.handle(key: .end)
            XCTAssertEqual(list.topIndex, 15)
            XCTAssertTrue(screen.render(theme: testTheme).rowText(4).hasPrefix("Beer 19"))
        }
    }

    func testSelectionChangeAndActivateHandlers() {
        MainActor.assumeIsolated {
            let (_, list) = beerList(10)
            var selections: [Int] = [], activations: [Int] = []
            list.onSelectionChange.add { selections.append($0) }
            list.onActivate.add { activations.append($0) }
            _ = list.handle(key: .down)
            _ = list.handle(key: .down)
            _ = list.handle(key: .enter)
            _ = list.handle(key: .home)
            _ = list.handle(key: .home)                         // no change, no event
            XCTAssertEqual(selections, [1, 2, 0])
            XCTAssertEqual(activations, [2])
        }
    }

    func testMouseClickDoubleClickAndWheel() {
        MainActor.assumeIsolated {
            let (screen, list) = beerList(30)
            var activations: [Int] = []
            list.onActivate.add { activations.append($0) }
            XCTAssertTrue(screen.dispatch(.mouse(MouseEvent(.click, at: Point(x: 3, y: 2)))))
            XCTAssertEqual(list.selectedIndex, 2)
            XCTAssertTrue(screen.isFocused(list))
            XCTAssertTrue(screen.dispatch(.mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1)))))
            XCTAssertEqual(list.topIndex, 3)
            XCTAssertEqual(list.selectedIndex, 2)               // the wheel scrolls, it does not select
            XCTAssertTrue(screen.dispatch(.mouse(MouseEvent(.doubleClick, at: Point(x: 0, y: 4)))))
            XCTAssertEqual(list.selectedIndex, 7)
            XCTAssertEqual(activations, [7])
            _ = screen.dispatch(.mouse(MouseEvent(.wheelUp, at: Point(x: 1, y: 1))))
            _ = screen.dispatch(.mouse(MouseEvent(.wheelUp, at: Point(x: 1, y: 1))))
            XCTAssertEqual(list.topIndex, 0)
        }
    }

    func testRowsReplacedKeepsSelectionClamped() {
        MainActor.assumeIsolated {
            let (_, list) = beerList(10)
            list.select(8)
            list.setItems(["a", "b", "c"]) { ListRow($0) }
            XCTAssertEqual(list.selectedIndex, 2)
            list.setItems([String]()) { ListRow($0) }
            XCTAssertNil(list.selectedIndex)
            XCTAssertFalse(list.handle(key: .down))
        }
    }

    func testEmptyState() {
        MainActor.assumeIsolated {
            let (screen, _) = beerList(0, height: 3)
            screen.size = Size(width: 20, height: 3)
            assertGolden(screen.render(theme: testTheme), "listview-empty")
        }
    }

    func testScrollIndicatorAndHighlights() {
        MainActor.assumeIsolated {
            let list = ListView()
            let names = ["Pale Ale", "India Pale Ale", "Stout", "Pale Lager", "Porter", "Bock", "Dubbel", "Tripel"]
            list.setItems(names) { name in
                let match = name.range(of: "Pale").map { name.distance(from: name.startIndex, to: $0.lowerBound) }
                return ListRow(name, highlights: match.map { [$0..<($0 + 4)] } ?? [])
            }
            let screen = Screen(size: Size(width: 14, height: 4))
            screen.content = list
            screen.focus(list)
            _ = list.handle(key: .down)
            assertGolden(screen.render(theme: testTheme), "listview-top")
            _ = list.handle(key: .end)
            assertGolden(screen.render(theme: testTheme), "listview-end")
        }
    }

    func testTheSelectionIsDimmedWithoutFocusUnlessAskedToStayHighlighted() {
        MainActor.assumeIsolated {
            let (screen, list) = beerList(3)
            screen.focus(nil)
            list.select(1)
            XCTAssertEqual(screen.render(theme: testTheme)[0, 1]?.style, testTheme.selected.adding(.dim))
            list.highlightsSelectionWithoutFocus = true
            XCTAssertEqual(screen.render(theme: testTheme)[0, 1]?.style, testTheme.selected)
        }
    }

    /// A list of links below a text: its selection shows only once it has the focus, the screen
    /// does not pick it for the focus by itself, and the wheel over it, with every row in view,
    /// is left to what is around it.
    func testAListOfLinksWaitsToBeChosen() {
        MainActor.assumeIsolated {
            let (screen, list) = beerList(3)
            list.showsSelectionWithoutFocus = false
            list.isFocusedOnlyWhenChosen = true
            screen.focus(nil)
            screen.focusAutomatically()
            XCTAssertNil(screen.focusedView)
            XCTAssertEqual(renderAnnotated(screen).contains("reverse"), false, "no selection drawn")
            _ = screen.dispatch(.tab)
            XCTAssertTrue(screen.isFocused(list))
            XCTAssertTrue(renderAnnotated(screen).contains("reverse"), "the selection shows once chosen")
            XCTAssertFalse(list.handle(key: .mouse(MouseEvent(.wheelDown, at: .zero))))
        }
    }
}

@MainActor private func renderAnnotated(_ screen: Screen) -> String {
    screen.render(theme: testTheme).annotatedText()
}
