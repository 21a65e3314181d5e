import Foundation
@testable import TaproomApp
import TerminalUI
import XCTest

/// The config file: what a good one gives, and one message naming the line of what a bad one
/// got wrong.
final class SettingsFileTests: XCTestCase {
    func testAGoodFileGivesItsSettings() throws {
        let settings = try SettingsFile.parse("""
            theme = "light"
            mouse = false
            vi-keys = true

            [colours]
            selected = "black on yellow"
            matchHighlight = "bold red"

            [keys.list]
            sort = ["F5", "Ctrl-S"]
            open = "Enter"

            [keys.detail]
            next = ["j"]
            """)
        XCTAssertEqual(settings.theme, .light)
        XCTAssertFalse(settings.mouse)
        XCTAssertTrue(settings.viKeys)
        XCTAssertEqual(settings.colours, [.selected: Style(foreground: .black, background: .yellow),
                                          .matchHighlight: Style(foreground: .red, attributes: .bold)])
        // A key given as it already is changes nothing.
        XCTAssertEqual(settings.keys, ["list.sort": [.function(5), .ctrl("s")], "detail.next": [.character("j")]])
        XCTAssertEqual(settings.theme(for: .twoFiftySix).selected, Style(foreground: .black, background: .yellow))
        XCTAssertEqual(settings.theme(for: .none), .monochrome, "NO_COLOR wins over the theme and the colours")
    }

    func testAnEmptyFileIsTheDefaults() throws {
        XCTAssertEqual(try SettingsFile.parse("# nothing yet\n"), .defaults)
    }

    func testEachKindOfMistakeIsNamedWithItsLine() {
        let cases: [(text: String, expected: String)] = [
            ("theme = \"dark\"\nmouse = \n", "line 2, column 9: not valid TOML"),
            ("[keys.list]\nsort = [\"F3\"\n", "not valid TOML"),
            ("theme = \"dark\"\n\n[keys.list]\nopen = [\"Enter\"]\nsortt = [\"F3\"]\n",
             "line 5: unknown action \"sortt\" in [keys.list]: expected one of up, down"),
            ("[keys.list]\nsort = [\"F33\"]\n", "line 2: unknown key name \"F33\": expected a single character"),
            ("theme = \"solarized\"\n", "line 1: unknown theme \"solarized\": expected one of dark, light, high-contrast, monochrome"),
            ("[colours]\nselection = \"yellow\"\n", "line 2: unknown colour role \"selection\": expected one of normal, title, selected"),
            ("[colours]\nselected = \"purple\"\n", "line 2: unknown word \"purple\" in \"purple\""),
            ("mouse = \"yes\"\n", "line 1: expected true or false, not a string"),
            ("vi-keys = 1\n", "line 1: expected true or false, not a number"),
            ("[keys.list]\nsort = 3\n", "line 2: a list of key names, such as [\"F3\", \"s\"], not a number"),
            ("[keys.lists]\nsort = [\"F3\"]\n", "line 1: unknown screen \"lists\" in [keys]: expected one of global, list, detail, journal, taste, signin"),
            ("colour = \"red\"\n", "line 1: unknown setting \"colour\": expected theme, mouse, vi-keys, [colours] or [keys.SCREEN]"),
            ("keys.detail.nxt = [\"j\"]\n", "line 1: unknown action \"nxt\" in [keys.detail]"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try SettingsFile.parse(text), text) { error in
                let message = (error as? SettingsFile.Problem)?.message(file: "/x/config.toml") ?? "\(error)"
                XCTAssertTrue(message.hasPrefix("/x/config.toml line "), message)
                XCTAssertTrue(message.contains(expected), "\(message)\n  expected: \(expected)")
            }
        }
    }

    func testAFileThatCannotBeUsedGivesTheDefaultsAndOneMessage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("config.toml").path
        XCTAssertEqual(SettingsFile.load(path: path).settings, .defaults)
        XCTAssertNil(SettingsFile.load(path: path).problem, "no file is no problem")
        XCTAssertEqual(SettingsFile.load(path: path, required: true).problem?.message, "\(path): no such file")
        try "theme = \"light\"\n[keys.list]\nsort = [\"Hyper-S\"]\n".write(toFile: path, atomically: true, encoding: .utf8)
        let (settings, problem) = SettingsFile.load(path: path)
        XCTAssertEqual(settings, .defaults)
        XCTAssertEqual(problem?.message.hasPrefix("\(path) line 3: unknown key name \"Hyper-S\""), true, problem?.message ?? "")
        XCTAssertEqual(problem?.shortMessage.hasPrefix("config.toml line 3: unknown key name"), true)
    }

    func testAMessageNeverCarriesAControlCharacterFromTheFile() {
        let problem = SettingsFile.Unusable(path: "/x/config.toml", detail: " line 2: unknown key name \"\u{1B}[2J\"")
        XCTAssertEqual(problem.shortMessage, "config.toml line 2: unknown key name \"\u{FFFD}[2J\"")
    }

    func testThePathFollowsXDGConfigHome() {
        XCTAssertEqual(SettingsFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"]), "/c/taproom/config.toml")
        XCTAssertEqual(SettingsFile.defaultPath(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]),
                       "/h/.config/taproom/config.toml")
    }

    /// Saved as it is printed, the example changes nothing; with its colour lines uncommented it
    /// still draws the dark theme as it is.
    func testTheExampleParsesToTheDefaults() throws {
        let example = SettingsFile.example
        XCTAssertEqual(try SettingsFile.parse(example), .defaults)
        let uncommented = example.replacingOccurrences(of: "\n# ", with: "\n").split(separator: "\n")
            .filter { line in Theme.Role.allCases.contains { line.hasPrefix("\($0.rawValue) = ") } }
        XCTAssertEqual(uncommented.count, Theme.Role.allCases.count)
        let withColours = try SettingsFile.parse(example.replacingOccurrences(of: "[colours]\n", with: "[colours]\n" + uncommented.joined(separator: "\n") + "\n"))
        XCTAssertEqual(withColours.theme(for: .twoFiftySix), Settings.defaults.theme(for: .twoFiftySix))
    }

    /// Every remappable action, every theme and every colour role is in the example, so a new
    /// binding cannot be left out of it.
    func testTheExampleNamesEveryActionThemeAndRole() {
        let example = SettingsFile.example
        for screen in AppKeyActions.screens {
            XCTAssertTrue(example.contains("[keys.\(screen.name)]\n"), screen.name)
            for entry in screen.entries {
                let name = entry.action.name.dropFirst(screen.name.count + 1)
                XCTAssertTrue(example.contains("\n\(name) = ["), entry.action.name)
            }
        }
        for theme in Theme.Name.allCases { XCTAssertTrue(example.contains(theme.rawValue), theme.rawValue) }
        for role in Theme.Role.allCases { XCTAssertTrue(example.contains("# \(role.rawValue) = \""), role.rawValue) }
        XCTAssertTrue(example.contains("mouse = true") && example.contains("vi-keys = false"))
    }
}
