import Foundation
import XCTest

/// A program running in a private tmux server (its own `-L` socket), at a fixed size, whose
/// screen the tests read with `capture-pane`. Waits poll the screen until a deadline, never pausing for a fixed time.
public final class TmuxSession {
    public enum Failure: Error, CustomStringConvertible {
        case tmuxFailed(arguments: [String], status: Int32, output: String)
        case timedOut(waitingFor: String, screen: String)

        public var description: String {
            switch self {
            case .tmuxFailed(let arguments, let status, let output):
                return "tmux \(arguments.joined(separator: " ")) failed (\(status)): \(output)"
            case .timedOut(let condition, let screen):
                return "timed out waiting for \(condition); screen was:\n\(screen)"
            }
        }
    }

    public static let executable = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }

    private let socket: String
    private let target = "e2e"
    private let tmux: String

    /// Starts `shellCommand` (run by `sh -c`) in a detached session of `width`×`height` cells.
    public init(width: Int, height: Int, shellCommand: String) throws {
        guard let tmux = Self.executable else { throw MissingTestTool("tmux is not installed (`make deps` installs it)") }
        self.tmux = tmux
        socket = "taproom-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        // The first command forks the tmux server, which would hold an output pipe open forever.
        try run(capturingOutput: false, ["-f", "/dev/null", "new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)",
                 "sh", "-c", shellCommand, ";", "set-option", "-t", target, "remain-on-exit", "on"])
    }

    deinit {
        // kill-server alone has been seen to leave this tmux running (3.3a); ending the session ends it.
        _ = try? run(["kill-session", "-t", target])
        _ = try? run(["kill-server"])
    }

    /// The visible screen, one line per row; with `escapes`, including the SGR sequences of its
    /// colours and attributes.
    public func screen(escapes: Bool = false) throws -> String {
        try run(["capture-pane", "-p", "-t", target] + (escapes ? ["-e"] : []))
    }

    /// Polls the screen until `condition` holds or `timeout` seconds (times `WaitScale`) pass;
    /// returns the screen.
    @discardableResult
    public func waitForScreen(_ description: String, timeout: TimeInterval = 15, escapes: Bool = false,
                       until condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(WaitScale.scaled(timeout))
        var last = ""
        repeat {
            last = try screen(escapes: escapes)
            if condition(last) { return last }
        } while Date() < deadline
        throw Failure.timedOut(waitingFor: description, screen: last)
    }

    /// Waits until the screen contains every one of `texts`.
    @discardableResult
    public func waitForText(_ texts: String..., timeout: TimeInterval = 15) throws -> String {
        try waitForScreen(texts.map { "\"\($0)\"" }.joined(separator: " and "), timeout: timeout) { screen in
            texts.allSatisfy { screen.contains($0) }
        }
    }

    /// Types `text` literally (UTF-8 as the terminal would send it).
    public func type(_ text: String) throws {
        try run(["send-keys", "-t", target, "-l", text])
    }

    /// Sends tmux key names such as `C-c`, `Escape`, `Up`.
    public func press(_ keys: String...) throws {
        try run(["send-keys", "-t", target] + keys)
    }

    /// Pastes `text` as the terminal would: bracketed when the program asked for it.
    public func paste(_ text: String) throws {
        try run(["set-buffer", "-b", "e2e", text])
        try run(["paste-buffer", "-p", "-b", "e2e", "-t", target])
    }

    /// Turns tmux's `set-clipboard` on: a program's copies (OSC 52) become tmux's paste buffers.
    public func acceptCopies() throws {
        try run(["set-option", "-s", "set-clipboard", "on"])
    }

    /// The text of the newest copy tmux received (its newest automatic buffer), or nil.
    public func newestCopy() -> String? {
        try? run(["show-buffer"])
    }

    /// Resizes the window; the program gets SIGWINCH.
    public func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The pid of the pane's process (the `sh -c` running the command).
    /// A tmux format of the pane, such as `#{mouse_any_flag}` (1 while the program has asked for the mouse).
    public func paneFormat(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    public func panePID() throws -> pid_t {
        let output = try run(["display-message", "-p", "-t", target, "#{pane_pid}"])
        return pid_t(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// Child processes of `pid` (Linux `/proc/<pid>/task/<pid>/children`).
    public static func children(of pid: pid_t) -> [pid_t] {
        let path = "/proc/\(pid)/task/\(pid)/children"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: " ").compactMap { pid_t($0) }
    }

    @discardableResult
    private func run(capturingOutput: Bool = true, _ arguments: [String]) throws -> String {
        let result = try ChildProcess.run(tmux, ["-L", socket] + arguments, captureOutput: capturingOutput)
        guard result.status == 0 else {
            throw Failure.tmuxFailed(arguments: arguments, status: result.status, output: result.output + result.errors)
        }
        return result.output
    }
}
