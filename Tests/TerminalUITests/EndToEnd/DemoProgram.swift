import Foundation
import XCTest

/// Finds the TerminalUIDemo executable next to the test bundle (`.build/<triple>/debug/`).
enum DemoProgram {
    static func path() throws -> String {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("TerminalUIDemo").path }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("TerminalUIDemo is not built (looked in \(candidates)); run `swift build` first")
        }
        return found
    }

    /// A shell command that runs the demo in a UTF-8 xterm-256color terminal, then prints its exit
    /// status and the terminal mode (`stty -a`) so tests can check the terminal was restored.
    static func shellCommand(arguments: String = "", environment: String = "") throws -> String {
        let path = try path()
        // The shell catches SIGINT (the handler resets to default in the demo) so Ctrl-C ends only the demo.
        // NO_COLOR is cleared so the caller's environment (e.g. a CI log) cannot change what the tests see.
        return "trap : INT; unset NO_COLOR; export LANG=C.UTF-8 TERM=xterm-256color SWIFT_BACKTRACE=enable=no \(environment); '\(path)' \(arguments); echo \"EXIT=$?\"; stty -a; exec cat"
    }

    /// Whether `stty -a` output shows a restored (cooked) terminal: canonical mode and echo on.
    static func sttyShowsCookedMode(_ screen: String) -> Bool {
        let flags = Set(screen.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        return flags.contains("icanon") && flags.contains("echo") && flags.contains("isig")
            && !flags.contains("-icanon") && !flags.contains("-echo")
    }
}
