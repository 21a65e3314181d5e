import Foundation
import PTYTestSupport
import XCTest

/// The real `taproom` reading its config file from `$XDG_CONFIG_HOME/taproom/config.toml`: a
/// remapped key and the light theme, a malformed file (the app starts on its defaults and says
/// why), and `taproom config`.
final class ConfigEndToEndTests: XCTestCase {
    private var sandbox: TaproomSandbox!

    override func setUpWithError() throws {
        sandbox = try TaproomSandbox()
    }

    override func tearDown() {
        sandbox = nil
    }

    private var configHome: URL { sandbox.home.appendingPathComponent("config") }

    private func writeConfig(_ text: String) throws {
        let folder = configHome.appendingPathComponent("taproom")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
    }

    func testARemappedKeySortsInTheLightThemeAndTheHintBarShowsIt() throws {
        try writeConfig("theme = \"light\"\n\n[keys.list]\nsort = [\"F5\"]\n")
        let session = try sandbox.start(environment: ["XDG_CONFIG_HOME=\(configHome.path)"])
        let rows = try session.screen().screenRows
        XCTAssertTrue(rows[23].contains("F5 Sort") && !rows[23].contains("F3"), rows[23])
        let screen = try session.screen(escapes: true)
        XCTAssertEqual(CapturedStyle.of("F5 Sort", in: screen)?.background, "48;5;222", "the light theme's bar")
        XCTAssertEqual(CapturedStyle.of("Filter", in: screen)?.background, "48;5;231", "the light theme's paper")
        try session.press("F3")
        try session.press("F5")
        try session.waitForText("Sort: ABV ↓")
    }

    func testAMalformedConfigStartsOnTheDefaultsAndSaysWhereItWentWrong() throws {
        try writeConfig("theme = \"dark\"\n[keys.list]\nsortt = [\"F5\"]\n")
        let session = try TmuxSession(width: 100, height: 24, shellCommand: sandbox.shellCommand(
            environment: ["XDG_CONFIG_HOME=\(configHome.path)"]))
        let screen = try session.waitForText("Taproom — 336 beers", "config.toml line 3: unknown action \"sortt\"")
        XCTAssertTrue(screen.contains("F3 Sort"), screen)
        try session.press("F3")
        try session.waitForText("Sort: ABV ↓")
        let log = try String(contentsOf: sandbox.logFile, encoding: .utf8)
        XCTAssertTrue(log.contains("line 3: unknown action \"sortt\" in [keys.list]: expected one of"), log)
    }

    func testMouseFalseLeavesTheMouseToTheTerminal() throws {
        let taken = try sandbox.start()
        XCTAssertEqual(try taken.paneFormat("#{mouse_any_flag}"), "1", "the default takes the mouse")
        try writeConfig("mouse = false\n")
        let left = try sandbox.start(environment: ["XDG_CONFIG_HOME=\(configHome.path)"])
        XCTAssertEqual(try left.paneFormat("#{mouse_any_flag}"), "0")
    }

    func testConfigPrintsTheExampleAndThePath() throws {
        let example = try sandbox.run(["config", "--default"])
        XCTAssertEqual(example.status, 0, example.errors)
        XCTAssertTrue(example.output.contains("[keys.list]\n") && example.output.contains("theme = \"dark\""), example.output)
        let path = try sandbox.run(["config", "--path"])
        XCTAssertEqual(path.output, sandbox.home.appendingPathComponent(".config/taproom/config.toml").path + "\n")
        XCTAssertEqual(try sandbox.run(["config"]).status, 64)
    }
}
