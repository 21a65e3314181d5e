import Foundation
import PTYTestSupport

/// The TerminalUIDemo executable, run under tmux by the end-to-end tests.
enum DemoProgram {
    static func path() throws -> String {
        try BuiltProduct.path(named: "TerminalUIDemo")
    }

    /// A shell command that runs the demo in a UTF-8 xterm-256color terminal, then prints its exit
    /// status and the terminal mode (`stty -a`) so tests can check the terminal was restored.
    static func shellCommand(arguments: String = "", environment: String = "") throws -> String {
        let path = try path()
        // The shell catches SIGINT (the handler resets to default in the demo) so Ctrl-C ends only the demo.
        // NO_COLOR is cleared so the caller's environment (e.g. a CI log) cannot change what the tests see.
        return "trap : INT; unset NO_COLOR; export LANG=C.UTF-8 TERM=xterm-256color SWIFT_BACKTRACE=enable=no \(environment); '\(path)' \(arguments); echo \"EXIT=$?\"; stty -a; exec cat"
    }

    static func sttyShowsCookedMode(_ screen: String) -> Bool {
        TerminalMode.sttyShowsCookedMode(screen)
    }
}
