import TerminalUI
import XCTest

/// Named palettes, styles in words, and NO_COLOR over everything.
final class ThemeTests: XCTestCase {
    func testEveryNamedThemeKeepsItsRolesApartAndNoColourIsAlwaysMonochrome() {
        for name in Theme.Name.allCases {
            let theme = Theme.named(name, support: .twoFiftySix)
            XCTAssertNotEqual(theme.selected, theme.normal, name.rawValue)
            XCTAssertNotEqual(theme.focused, theme.selected, name.rawValue)
            XCTAssertNotEqual(theme.error, theme.normal, name.rawValue)
            XCTAssertEqual(Theme.named(name, support: .none), .monochrome, name.rawValue)
        }
        XCTAssertEqual(Theme.named(.dark, support: .twoFiftySix), .color256)
        XCTAssertEqual(Theme.named(.dark, support: .eight), .color8)
        XCTAssertEqual(Theme.named(.light, support: .twoFiftySix).normal.background, .indexed(231))
    }

    func testStylesReadFromWordsAndWriteBack() throws {
        XCTAssertEqual(try Style(description: "yellow"), Style(foreground: .yellow))
        XCTAssertEqual(try Style(description: "bold black on 214"), Style(foreground: .black, background: .indexed(214), attributes: .bold))
        XCTAssertEqual(try Style(description: "reverse"), Style(attributes: .reverse))
        XCTAssertEqual(try Style(description: "Underline default on Blue"), Style(background: .blue, attributes: .underline))
        for style in [Theme.color256, .light, .highContrast, .monochrome].flatMap({ theme in Theme.Role.allCases.map { theme[$0] } }) {
            XCTAssertEqual(try Style(description: style.configDescription), style, style.configDescription)
        }
    }

    func testBadStylesSayWhatIsExpected() {
        for words in ["", "purple", "red blue", "red on", "red on blue green", "on"] {
            XCTAssertThrowsError(try Style(description: words), words) { error in
                XCTAssertTrue("\(error)".contains("a colour is default"), "\(error)")
            }
        }
    }

    func testARoleCanBeSet() {
        var theme = Theme.color256
        theme[.selected] = Style(foreground: .yellow)
        XCTAssertEqual(theme.selected, Style(foreground: .yellow))
        XCTAssertEqual(theme[.selected], Style(foreground: .yellow))
    }
}
