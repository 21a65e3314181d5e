@testable import TaproomApp
import TerminalUI
import XCTest

/// Each theme draws the app's screens (headless cells), the person's colours go over it, and
/// NO_COLOR draws in monochrome whatever was chosen.
final class ThemeRenderingTests: XCTestCase {
    @MainActor
    private static func app(_ theme: Theme.Name, colours: [Theme.Role: Style] = [:],
                            support: ColorSupport = .twoFiftySix) throws -> AppHarness {
        var settings = Settings()
        settings.theme = theme
        settings.colours = colours
        return try AppHarness(colorSupport: support, settings: settings)
    }

    func testEveryThemeDrawsTheHintBarTheSelectionAndTheBackgroundInItsStyles() throws {
        try MainActor.assumeIsolated {
            for name in Theme.Name.allCases {
                let theme = Theme.named(name, support: .twoFiftySix)
                let app = try Self.app(name)
                let screen = app.render()
                XCTAssertEqual(screen[0, 23]?.style, theme.selected.adding(.bold), "\(name): the hint bar's first key")
                let selected = try XCTUnwrap(try app.selectedBeerName)
                let selectedRow = try XCTUnwrap((0..<24).first { screen.rowText($0).hasPrefix("  \(selected)") })
                XCTAssertEqual(screen[2, selectedRow]?.style, theme.selected, "\(name): the selected row")
                XCTAssertEqual(screen[79, 20]?.style, theme.normal, "\(name): the background")
            }
        }
    }

    func testTheLightThemePaintsTheWholeScreenLight() throws {
        try MainActor.assumeIsolated {
            let screen = try Self.app(.light).render()
            for y in 0..<22 {
                for x in 0..<80 {
                    let background = screen[x, y]?.background
                    XCTAssertNotEqual(background, .default, "cell \(x),\(y) \(screen.rowText(y))")
                    if background == .default { return }
                }
            }
        }
    }

    /// The detail's glass and colour swatch too, whose half blocks show the background.
    func testTheLightThemePaintsTheDetailLight() throws {
        try MainActor.assumeIsolated {
            let app = try Self.app(.light)
            app.press(.enter)
            for _ in 0..<9 {
                let screen = app.render()
                for y in 0..<20 {
                    for x in 0..<80 where screen[x, y]?.background == .default {
                        XCTFail("cell \(x),\(y) \(screen.rowText(y))")
                        return
                    }
                }
                app.press(.right)
            }
        }
    }

    func testAColourGoesOverTheTheme() throws {
        try MainActor.assumeIsolated {
            let yellow = Style(foreground: .black, background: .yellow)
            let screen = try Self.app(.light, colours: [.selected: yellow]).render()
            XCTAssertEqual(screen[0, 23]?.style, yellow.adding(.bold))
            XCTAssertEqual(screen[79, 20]?.style, Theme.light.normal)
        }
    }

    func testNoColourWinsOverTheThemeAndTheColours() throws {
        try MainActor.assumeIsolated {
            let screen = try Self.app(.light, colours: [.selected: Style(foreground: .yellow)], support: .none).render()
            XCTAssertEqual(screen[0, 23]?.style, Theme.monochrome.selected.adding(.bold))
            XCTAssertEqual(screen[79, 20]?.style, .plain)
        }
    }
}
