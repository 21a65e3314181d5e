import Foundation
import PTYTestSupport
import XCTest

/// What `taproom` leaves on disk: nothing when it refuses to start, no -wal or -shm file after a
/// clean exit from `--read-only`, and a plain reason when a folder it needs cannot be made.
final class StartupFilesCLITests: XCTestCase {
    private var home: TaproomHome!

    override func setUpWithError() throws {
        home = try TaproomHome()
    }

    override func tearDown() {
        home = nil
    }

    func testWithoutATerminalTheAppRefusesAndCreatesNothing() throws {
        let result = try home.run([], environment: ["TERM=xterm-256color"], input: "typed into a pipe\n")
        XCTAssertEqual(result.status, 2, result.errors)
        XCTAssertEqual(result.errors, "taproom: standard input and output must be a terminal (not a pipe or a file)\n")
        XCTAssertEqual(home.contents(), [], "no catalogue, no folder, no log")
    }

    func testATerminalThatCannotMoveTheCursorIsRefusedBeforeAnythingIsMade() throws {
        let session = try TmuxSession(width: 80, height: 24, shellCommand: home.shellCommand(environment: ["TERM=dumb"]))
        let screen = try session.waitForText("EXIT=2\n")
        XCTAssertTrue(screen.contains("taproom: the terminal type \"dumb\" cannot move the cursor"), screen)
        XCTAssertEqual(home.contents(), [], "no catalogue, no folder, no log")
    }

    func testReadOnlyLeavesNoLogFilesBehindAfterACleanExit() throws {
        let made = try home.run(["init"])
        XCTAssertEqual(made.status, 0, made.errors)
        let folder = home.catalogue.deletingLastPathComponent()
        let search = try home.run(["search", "--read-only", "--limit", "1", "ale"])
        XCTAssertEqual(search.status, 0, search.errors)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["taproom.sqlite"])

        let session = try TmuxSession(width: 80, height: 24, shellCommand: home.shellCommand(arguments: ["--read-only"]))
        try session.waitForText("336 beers · Sort: name")
        let whileOpen = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertTrue(whileOpen.contains("taproom.sqlite-wal"), "reading makes the log while the app runs: \(whileOpen)")
        try session.press("F10")
        try session.waitForText("EXIT=0\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["taproom.sqlite"])
    }

    /// A read-only app beside a writer that is still running leaves the writer's files alone.
    func testReadOnlyLeavesTheLogFilesOfAnotherProgramThatHasTheCatalogueOpen() throws {
        XCTAssertEqual(try home.run(["init"]).status, 0)
        let folder = home.catalogue.deletingLastPathComponent()
        let writer = try TmuxSession(width: 80, height: 24, shellCommand: home.shellCommand())
        try writer.waitForText("336 beers · Sort: name")
        let reader = try TmuxSession(width: 80, height: 24, shellCommand: home.shellCommand(arguments: ["--read-only"]))
        try reader.waitForText("336 beers · Sort: name")
        try reader.press("F10")
        try reader.waitForText("EXIT=0\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(files, ["taproom.sqlite", "taproom.sqlite-shm", "taproom.sqlite-wal"], "the writer's log stays")
        try writer.press("F10")
        try writer.waitForText("EXIT=0\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["taproom.sqlite"])
    }

    func testAFolderThatCannotBeMadeIsNamedWithAPlainReason() throws {
        let file = home.folder.appendingPathComponent("a-file")
        try Data("not a folder".utf8).write(to: file)
        let result = try home.run(["init", "--database", file.appendingPathComponent("catalogues/club.sqlite").path])
        XCTAssertEqual(result.status, 3, result.errors)
        XCTAssertFalse(result.errors.contains("NSCocoaErrorDomain"), result.errors)
        XCTAssertTrue(result.errors.contains(
            "cannot create the folder \(file.path)/catalogues: \(file.path) is a file, not a folder"), result.errors)

        // The app's default catalogue, under an XDG_DATA_HOME that is a file.
        let session = try TmuxSession(width: 120, height: 24, shellCommand: home.shellCommand(
            environment: ["TERM=xterm-256color", "XDG_DATA_HOME=\(file.path)"]))
        let screen = try session.waitForText("EXIT=3\n").replacingOccurrences(of: "\n", with: "")
        XCTAssertFalse(screen.contains("NSCocoaErrorDomain"), screen)
        XCTAssertTrue(screen.contains("cannot create the folder \(file.path)/taproom: \(file.path) is a file, not a folder"), screen)
    }
}
