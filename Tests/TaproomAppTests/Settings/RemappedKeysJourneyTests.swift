@testable import TaproomApp
import TerminalUI
import XCTest

/// Keys a config file gives actions work in place of the declared ones, and the hint bar and the
/// help show them: one declaration still drives all three.
final class RemappedKeysJourneyTests: XCTestCase {
    @MainActor
    private static func remapped() -> Settings {
        var settings = Settings()
        settings.keys = ["list.sort": [.function(5)], "detail.next": [.character("j")], "global.help": [.function(12)],
                         "list.down": [.character("J")]]
        return settings
    }

    func testARemappedKeySortsAndTheOldOneNoLonger() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(settings: Self.remapped())
            app.press(.function(3))
            XCTAssertTrue(app.statusLine.hasSuffix("Sort: name"), app.statusLine)
            app.press(.function(5))
            XCTAssertTrue(app.statusLine.hasSuffix("Sort: ABV ↓"), app.statusLine)
            let hints = app.render().rowText(23)
            XCTAssertTrue(hints.contains("F5 Sort") && !hints.contains("F3"), hints)
        }
    }

    func testTheHelpListsThePersonsKeysAndOpensWithThem() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(settings: Self.remapped())
            XCTAssertTrue(app.app.router.helpRows.contains(KeyHint("F5", "Cycle the sort: name, ABV, IBU, brewery, rating")))
            XCTAssertTrue(app.app.router.helpRows.contains(KeyHint("↑ J PgUp PgDn", "Move the selection")))
            app.press(.function(1))
            XCTAssertNil(app.list.screen.topOverlay, "F1 is no longer the help")
            app.press(.function(12))
            XCTAssertTrue(app.list.screen.topOverlay is HelpOverlay)
            XCTAssertTrue(app.text.contains("F5") && app.text.contains("Cycle the sort"), app.text)
        }
    }

    /// A letter bound on the list is a command while the list has the focus, and text in the filter.
    func testABoundLetterMovesFromTheListAndTypesInTheFilter() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(settings: Self.remapped())
            app.press(.tab)
            XCTAssertTrue(try app.listView.isFocused)
            app.press(.character("J"), .character("J"))
            XCTAssertEqual(try app.listView.selectedIndex, 2)
            app.press(.down)
            XCTAssertEqual(try app.listView.selectedIndex, 3, "the list's arrows still move it")
            app.press(.tab)
            app.type("J")
            XCTAssertEqual(try app.list.screen.firstDescendant(TextField.self).text, "J")
        }
    }

    /// In the filter a bound letter types, so the hint bar offers it only while the list has the focus.
    func testABoundLetterIsHintedWhereItActs() throws {
        try MainActor.assumeIsolated {
            var settings = Settings()
            settings.keys = ["list.sort": [.character("s")]]
            let app = try AppHarness(settings: settings)
            XCTAssertFalse(app.render().rowText(23).contains("s Sort"), app.render().rowText(23))
            app.press(.tab)
            XCTAssertTrue(app.render().rowText(23).contains("s Sort"), app.render().rowText(23))
            app.press(.character("s"))
            XCTAssertTrue(app.statusLine.hasSuffix("Sort: ABV ↓"), app.statusLine)
        }
    }

    func testARemappedKeyPagesTheDetail() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(settings: Self.remapped())
            app.press(.enter)
            XCTAssertTrue(app.text.contains("1 of 9"), app.text)
            app.press(.right)
            XCTAssertTrue(app.text.contains("1 of 9"), "→ no longer pages")
            app.press(.character("j"))
            XCTAssertTrue(app.text.contains("2 of 9"), app.text)
            XCTAssertTrue(app.render().rowText(23).contains("←/j Prev/Next"), app.render().rowText(23))
        }
    }

    /// The list's texts name the person's keys: what clears the filter.
    func testTheListsTextsNameThePersonsKeys() throws {
        try MainActor.assumeIsolated {
            var settings = Settings()
            settings.keys = ["list.clear": [.function(6)]]
            let app = try AppHarness(settings: settings)
            app.type("zzzz")
            app.settle(1_000)
            XCTAssertTrue(app.text.contains("No beers match `zzzz` — F6 clears the filter"), app.text)
            app.press(.function(6))
            app.settle(1_000)
            XCTAssertFalse(app.text.contains("No beers match"), app.text)
        }
    }

    /// The detail's texts name the person's keys: the favourite's, the rating's, the note's and sign-in's.
    func testTheDetailsTextsNameThePersonsKeys() throws {
        try MainActor.assumeIsolated {
            var settings = Settings()
            settings.keys = ["detail.favourite": [.character("v")], "detail.note": [.character("w")],
                             "detail.keep-note": [.ctrl("s")], "global.session": [.function(9)],
                             "detail.rate-1": [.character("a")], "signin.submit": [.function(9), .enter]]
            let app = try AppHarness(users: [("alice", "correct horse")], settings: settings)
            app.press(.enter)
            XCTAssertTrue(app.text.contains("Sign in (F9) to keep favourites"), app.text)
            app.press(.escape, .function(9))
            XCTAssertTrue(app.text.contains("F9 submits when the form is complete"), app.text)
            app.type("alice")
            app.press(.tab)
            app.type("correct horse")
            app.press(.enter)
            app.press(.enter)
            XCTAssertNotNil(app.row(containing: "Not a favourite (v) · Not rated (a/2/3/4/5)"), app.text)
            XCTAssertTrue(app.text.contains("w: write a note, ^S keeps it"), app.text)
            app.press(.character("v"))
            XCTAssertTrue(app.text.contains("★ Favourite"), app.text)
        }
    }

    /// Every binding of every screen is a named action the config can rebind (or a family of keys:
    /// typing, the wheel), and every action the config names is bound somewhere.
    func testEveryBindingIsARemappableAction() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: [("alice", "correct horse")])
            var maps = [app.list.keyMap, app.app.router.globalKeyMap]
            app.press(.enter)
            maps.append(try XCTUnwrap(app.detail).keyMap)
            app.press(.escape, .function(2))
            maps.append(try XCTUnwrap(app.signIn).keyMap)
            app.press(.escape, .escape)
            app.signInWithKeys("alice", "correct horse")
            app.press(.function(5))
            maps.append(try XCTUnwrap(app.journal).keyMap)
            app.press(.escape, .function(6))
            maps.append(try XCTUnwrap(app.app.router.top as? TastePresenter).keyMap)
            let known = Set(AppKeyActions.all.map(\.name))
            var bound: Set<String> = []
            for binding in maps.flatMap(\.bindings) {
                if binding.actions.isEmpty {
                    XCTAssertTrue(["type", "Wheel"].contains(binding.label), "\(binding.label) \(binding.help) has no action name")
                }
                for action in binding.actions {
                    XCTAssertTrue(known.contains(action.name), "\(action.name) is not in AppKeyActions")
                    bound.insert(action.name)
                }
            }
            XCTAssertEqual(bound, known)
            XCTAssertEqual(AppKeyActions.all.count, known.count, "names are unique")
        }
    }
}

/// A config file that could not be used is named in the status line until the next key.
final class SettingsProblemJourneyTests: XCTestCase {
    func testTheProblemShowsInTheStatusLineUntilTheNextKey() throws {
        try MainActor.assumeIsolated {
            let problem = SettingsFile.Unusable(path: "/home/a/.config/taproom/config.toml", detail: " line 3: unknown action \"sortt\"")
            let app = try AppHarness(settingsProblem: problem)
            XCTAssertEqual(app.statusLine, "config.toml line 3: unknown action \"sortt\"")
            app.press(.function(3))
            XCTAssertTrue(app.statusLine.hasSuffix("of 9 beers · Sort: ABV ↓"), app.statusLine)
        }
    }
}
