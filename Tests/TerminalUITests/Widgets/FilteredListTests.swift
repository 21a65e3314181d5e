import XCTest
import TerminalUI

/// A filtered list of `count` rows on a screen, its filter focused, and the keys routed as a
/// router does: what the focus (or the widget around it) claims first, then nothing else.
@MainActor private final class FilteredListFixture {
    let screen = Screen(size: Size(width: 30, height: 8))
    let widget = FilteredList(placeholder: "type to filter", emptyText: "No beers", header: Label("Name"))
    var changes: [String] = []

    init(rows count: Int = 20) {
        widget.list.setRows(count: count) { ListRow("Beer \($0)") }
        widget.filterField.onChange.add { [unowned self] text in self.changes.append(text) }
        screen.content = widget
        widget.focusFilter()
    }

    /// Presses `key` as the router would before any keymap: returns whether the widget (or the
    /// focused view inside it) took it.
    @discardableResult
    func press(_ key: Key) -> Bool {
        guard screen.focusClaims(key) else { return false }
        return screen.dispatch(key)
    }

    func type(_ text: String) {
        for character in text { press(.character(String(character))) }
    }
}

final class FilteredListTests: XCTestCase {
    func testLaysOutThePromptTheFieldTheHeaderAndTheList() {
        MainActor.assumeIsolated {
            let fixture = FilteredListFixture(rows: 3)
            let buffer = fixture.screen.render(theme: testTheme)
            XCTAssertEqual(buffer.rowText(0), "Filter type to filter         ")
            XCTAssertEqual(buffer.rowText(1).trimmingCharacters(in: .whitespaces), "Name")
            XCTAssertTrue(buffer.rowText(2).hasPrefix("Beer 0"))
            XCTAssertTrue(buffer.rowText(4).hasPrefix("Beer 2"))
            XCTAssertEqual(fixture.screen.terminalCursor, Point(x: 7, y: 0), "the cursor is in the filter")
        }
    }

    func testMovingKeysMoveTheSelectionWhileTheFilterKeepsTheFocus() {
        MainActor.assumeIsolated {
            let fixture = FilteredListFixture()
            fixture.type("be")
            for (key, expected) in [(Key.down, 1), (.ctrl("n"), 2), (.up, 1), (.up, 0), (.pageDown, 5),
                                    (.pageUp, 0), (.ctrlEnd, 19), (.ctrlHome, 0)] {
                XCTAssertTrue(fixture.press(key), "\(key) is the widget's")
                XCTAssertEqual(fixture.widget.list.selectedIndex, expected, "\(key)")
            }
            XCTAssertFalse(fixture.press(.ctrl("p")), "^P is left to the app (a command palette)")
            XCTAssertEqual(fixture.widget.list.selectedIndex, 0)
            XCTAssertTrue(fixture.widget.filterField.isFocused)
            XCTAssertEqual(fixture.widget.filterField.text, "be")
            XCTAssertEqual(fixture.changes, ["b", "be"], "moving never edits the filter")
        }
    }

    func testHomeAndEndEditTheFilterWhileItHasTheFocus() {
        MainActor.assumeIsolated {
            let fixture = FilteredListFixture()
            fixture.type("ipa")
            fixture.press(.down)
            fixture.press(.home)
            XCTAssertEqual(fixture.widget.filterField.cursorIndex, 0)
            XCTAssertEqual(fixture.widget.list.selectedIndex, 1, "the selection stays")
            fixture.press(.end)
            XCTAssertEqual(fixture.widget.filterField.cursorIndex, 3)
            XCTAssertEqual(fixture.widget.list.selectedIndex, 1)
        }
    }

    func testHomeAndEndJumpInTheListWhileItHasTheFocus() {
        MainActor.assumeIsolated {
            let fixture = FilteredListFixture()
            fixture.screen.focus(fixture.widget.list)
            XCTAssertTrue(fixture.press(.end))
            XCTAssertEqual(fixture.widget.list.selectedIndex, 19)
            XCTAssertTrue(fixture.press(.home))
            XCTAssertEqual(fixture.widget.list.selectedIndex, 0)
            XCTAssertTrue(fixture.press(.down))
            XCTAssertEqual(fixture.widget.list.selectedIndex, 1)
        }
    }

    func testTypingWhileTheListHasTheFocusGoesBackToTheFilter() {
        MainActor.assumeIsolated {
            let fixture = FilteredListFixture()
            fixture.type("ip")
            fixture.screen.focus(fixture.widget.list)
            XCTAssertTrue(fixture.press(.character("a")))
            XCTAssertTrue(fixture.widget.filterField.isFocused)
            XCTAssertEqual(fixture.widget.filterField.text, "ipa")
            fixture.screen.focus(fixture.widget.list)
            XCTAssertTrue(fixture.press(.backspace))
            XCTAssertEqual(fixture.widget.filterField.text, "ip")
            fixture.screen.focus(fixture.widget.list)
            XCTAssertTrue(fixture.press(.paste("a s")))
            XCTAssertEqual(fixture.widget.filterField.text, "ipa s")
            XCTAssertEqual(fixture.changes, ["i", "ip", "ipa", "ip", "ipa s"])
        }
    }

    func testTypingBackFromTheListGoesOnAtTheEndOfTheFilter() {
        MainActor.assumeIsolated {
            let fixture = FilteredListFixture()
            fixture.type("ipa")
            fixture.press(.home)
            fixture.screen.focus(fixture.widget.list)
            fixture.press(.character("s"))
            XCTAssertEqual(fixture.widget.filterField.text, "ipas", "the cursor did not show in the list: not \"sipa\"")
            fixture.press(.home)
            fixture.press(.character("x"))
            XCTAssertEqual(fixture.widget.filterField.text, "xipas", "while the filter has the focus its cursor stays")
        }
    }

    func testLeavesEnterEscAndTabToTheScreen() {
        MainActor.assumeIsolated {
            let fixture = FilteredListFixture()
            for key in [Key.enter, .escape, .tab, .backTab, .function(3)] {
                XCTAssertFalse(fixture.screen.focusClaims(key), "\(key) with the filter focused")
            }
            fixture.screen.focus(fixture.widget.list)
            for key in [Key.enter, .escape, .tab, .backTab, .function(3), .left] {
                XCTAssertFalse(fixture.screen.focusClaims(key), "\(key) with the list focused")
            }
        }
    }

    func testClaimsNothingWhenTheFocusIsElsewhere() {
        MainActor.assumeIsolated {
            let fixture = FilteredListFixture()
            fixture.screen.focus(nil)
            for key in [Key.down, .ctrlEnd, .home, .character("x")] {
                XCTAssertFalse(fixture.widget.claims(key), "\(key)")
            }
        }
    }

    func testItsKeyBindingsHandTheKeysToTheWidget() {
        MainActor.assumeIsolated {
            let fixture = FilteredListFixture()
            fixture.screen.focus(nil)
            let keyMap = KeyMap(fixture.widget.keyBindings(filter: "Filter", move: "Move", jump: "First / last",
                                                           actions: FilteredList.actions(prefix: "list")))
            XCTAssertEqual(keyMap.helpRows.map(\.key), ["type", "↑↓ PgUp PgDn ^N", "^Home ^End"])
            XCTAssertTrue(keyMap.handle(.ctrlEnd))
            XCTAssertEqual(fixture.widget.list.selectedIndex, 19)
            XCTAssertTrue(keyMap.handle(.character("o")))
            XCTAssertTrue(fixture.widget.filterField.isFocused, "typing goes to the filter")
            XCTAssertEqual(fixture.widget.filterField.text, "o")
            XCTAssertFalse(keyMap.handle(.enter))
        }
    }

    /// A letter the screen binds is a command while the list has the focus, and text in the filter.
    func testTypedKeysTheScreenBindsAreLeftToItFromTheList() {
        MainActor.assumeIsolated {
            let fixture = FilteredListFixture()
            fixture.widget.leavesToScreen = { $0 == .character("j") }
            let keyMap = KeyMap(fixture.widget.keyBindings(filter: "Filter", move: "Move", jump: "First / last",
                                                           actions: FilteredList.actions(prefix: "list")))
                .remapped(["list.down": [.down, .character("j")]])
            fixture.screen.focus(fixture.widget.list)
            XCTAssertFalse(fixture.press(.character("j")), "left to the screen")
            XCTAssertFalse(fixture.screen.dispatch(.character("j")), "not typed on its way up either")
            XCTAssertTrue(keyMap.handle(.character("j")))
            XCTAssertEqual(fixture.widget.list.selectedIndex, 1)
            XCTAssertEqual(fixture.widget.filterField.text, "")
            XCTAssertTrue(fixture.widget.list.isFocused)
            fixture.press(.character("k"))
            XCTAssertEqual(fixture.widget.filterField.text, "k", "any other letter still goes to the filter")
            fixture.press(.character("j"))
            XCTAssertEqual(fixture.widget.filterField.text, "kj", "in the filter it is text")
        }
    }

    func testAnEmptyListStillTakesItsKeys() {
        MainActor.assumeIsolated {
            let fixture = FilteredListFixture(rows: 0)
            XCTAssertTrue(fixture.press(.down), "the key is the widget's, not the screen's, even with no rows")
            XCTAssertNil(fixture.widget.list.selectedIndex)
            XCTAssertTrue(fixture.screen.render(theme: testTheme).text().contains("No beers"))
        }
    }
}
