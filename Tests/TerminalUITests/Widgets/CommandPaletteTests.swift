import TerminalUI
import XCTest

/// The palette overlay: typing goes to its field and is reported, ↑↓ move, Enter chooses the
/// selected row (closing it first), Esc closes without choosing, and the focus comes back.
final class CommandPaletteTests: XCTestCase {
    @MainActor
    private static func present() -> (Screen, TextField, CommandPalette) {
        let field = TextField(text: "ipa")
        let screen = Screen(size: Size(width: 50, height: 12))
        screen.content = VStack([(field, .fixed(1)), (Label(""), .flexible)])
        screen.focus(field)
        let palette = CommandPalette(title: "Commands")
        screen.present(palette)
        return (screen, field, palette)
    }

    func testTypingIsReportedAndEnterChoosesTheSelectedRow() {
        MainActor.assumeIsolated {
            let (screen, field, palette) = Self.present()
            var typed: [String] = []
            var chosen: [Int] = []
            palette.onQueryChange.add { typed.append($0) }
            palette.onChoose.add { chosen.append($0) }
            for letter in "so" { XCTAssertTrue(screen.dispatch(.character(String(letter)))) }
            XCTAssertEqual(typed, ["s", "so"])
            palette.setRows([CommandPalette.Row("Cycle the sort", highlights: [10..<12], detail: "F3"),
                             CommandPalette.Row("Show more", detail: "PgDn")])
            XCTAssertEqual(palette.choices.list.selectedIndex, 0, "the best match is selected")
            XCTAssertTrue(screen.dispatch(.down))
            XCTAssertEqual(palette.choices.list.selectedIndex, 1)
            XCTAssertTrue(screen.dispatch(.up))
            XCTAssertTrue(screen.dispatch(.down))
            let text = screen.render(theme: testTheme).text()
            XCTAssertTrue(text.contains("> so"), text)
            XCTAssertTrue(text.contains("Show more") && text.contains("PgDn │"), "the detail at the right edge: \(text)")
            XCTAssertTrue(screen.dispatch(.enter))
            XCTAssertEqual(chosen, [1])
            XCTAssertNil(screen.topOverlay)
            XCTAssertTrue(screen.isFocused(field), "the focus comes back")
            XCTAssertEqual(field.text, "ipa")
        }
    }

    func testEscClosesWithoutChoosing() {
        MainActor.assumeIsolated {
            let (screen, field, palette) = Self.present()
            var chosen: [Int] = []
            palette.onChoose.add { chosen.append($0) }
            palette.setRows([CommandPalette.Row("Quit")])
            XCTAssertTrue(screen.dispatch(.escape))
            XCTAssertEqual(chosen, [])
            XCTAssertNil(screen.topOverlay)
            XCTAssertTrue(screen.isFocused(field))
        }
    }

    func testItFitsASmallScreen() {
        MainActor.assumeIsolated {
            XCTAssertEqual(CommandPalette().preferredFrame(in: Size(width: 100, height: 30)), Rect(x: 12, y: 2, width: 76, height: 20))
            XCTAssertEqual(CommandPalette().preferredFrame(in: Size(width: 40, height: 12)), Rect(x: 0, y: 2, width: 40, height: 8))
            XCTAssertEqual(CommandPalette().preferredFrame(in: Size(width: 3, height: 2)), Rect(x: 0, y: 0, width: 3, height: 2))
        }
    }
}
