import Foundation
import PTYTestSupport
import XCTest

/// The real `taproom` binary with a home of its own: a fresh temporary HOME, XDG_DATA_HOME and
/// XDG_STATE_HOME per test, so the database, accounts and log start empty and vanish afterwards.
final class TaproomSandbox {
    let program: String
    let home: URL
    var dataHome: URL { home.appendingPathComponent("data") }
    var stateHome: URL { home.appendingPathComponent("state") }
    var logFile: URL { stateHome.appendingPathComponent("taproom/taproom.log") }

    /// What the shell prints before starting taproom, to show its screen survives a failed start.
    static let shellMarker = "SHELL-TEXT-BEFORE-TAPROOM"
    /// The title and status once the bundled catalogue is loaded and counted.
    static let readyTexts = ["336 beers — not signed in", "336 beers · Sort: name"]

    init() throws {
        program = try BuiltProduct.path(named: "taproom")
        home = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: home)
    }

    /// `NAME=value` assignments that point taproom at the sandbox and pin what it can see of the caller's environment.
    private var assignments: [String] {
        ["HOME=\(home.path)", "XDG_DATA_HOME=\(dataHome.path)", "XDG_STATE_HOME=\(stateHome.path)",
         "LANG=C.UTF-8", "TERM=xterm-256color", "SWIFT_BACKTRACE=enable=no",
         // Each start begins afresh unless a test asks for the list remembered (TAPROOM_NO_STATE=0).
         "TAPROOM_NO_STATE=1"]
    }

    /// A shell command that runs taproom in the sandbox, then prints its exit status and the
    /// terminal mode (`stty -a`, whose last flag is `extproc`) and keeps the pane open.
    /// The shell ignores SIGINT and SIGQUIT (`trap :`) so Ctrl-C and Ctrl-\ end only taproom.
    func shellCommand(arguments: [String] = [], environment: [String] = []) -> String {
        let exports = (assignments + environment).map(Self.quoted).joined(separator: " ")
        let command = ([program] + arguments).map(Self.quoted).joined(separator: " ")
        return "trap : INT QUIT; unset NO_COLOR TAPROOM_DATABASE TAPROOM_LOG_LEVEL; export \(exports); "
            + "echo \(Self.shellMarker); \(command); echo \"EXIT=$?\"; stty -a; exec cat"
    }

    /// Starts taproom in a `width`×`height` terminal and waits for the loaded catalogue.
    func start(width: Int = 80, height: Int = 24, arguments: [String] = [], environment: [String] = []) throws -> TmuxSession {
        let session = try TmuxSession(width: width, height: height,
                                      shellCommand: shellCommand(arguments: arguments, environment: environment))
        try session.waitForText(Self.readyTexts[0], Self.readyTexts[1])
        return session
    }

    /// Runs taproom outside a terminal (standard input, output and error are pipes).
    func run(_ arguments: [String], input: String = "") throws -> ChildProcess.Result {
        try ChildProcess.run("/usr/bin/env", ["-u", "TAPROOM_DATABASE", "-u", "TAPROOM_LOG_LEVEL"] + assignments + [program] + arguments,
                             input: input)
    }

    /// Runs a shell command line (for redirections) in the sandbox's environment; `$TAPROOM` is the program.
    func runShell(_ commandLine: String) throws -> ChildProcess.Result {
        try ChildProcess.run("/usr/bin/env", ["-u", "TAPROOM_DATABASE"] + assignments + ["TAPROOM=\(program)", "/bin/sh", "-c", commandLine])
    }

    /// Creates an account the way a script would: `taproom account create NAME --password-stdin`.
    func createAccount(_ name: String, password: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try run(["account", "create", name, "--password-stdin"], input: password + "\n")
        XCTAssertEqual(result.status, 0, result.errors, file: file, line: line)
        XCTAssertTrue(result.output.contains("created account \(name)"), result.output + result.errors, file: file, line: line)
    }

    /// Quotes `text` for `sh` (single quotes; an embedded quote closes, escapes and reopens).
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
