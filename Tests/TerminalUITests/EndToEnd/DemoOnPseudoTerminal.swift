import Foundation
import PTYTestSupport
import XCTest

/// The demo on a bare pseudo-terminal (no tmux), for what tmux hides: the raw bytes the program
/// writes, and a terminal that closes without a hangup. The demo runs in its own session with no
/// controlling terminal, so closing the master ends its input without sending SIGHUP.
/// Reads and waits poll with a deadline; they never sleep.
final class DemoOnPseudoTerminal {
    private var master: Int32 = -1
    private let pid: pid_t
    private var exitStatus: Int32?
    /// Everything the demo has written so far.
    private(set) var output = Data()

    /// glibc's POSIX_SPAWN_SETSID (spawn.h), which Swift does not import.
    private static let spawnNewSession: Int16 = 0x80

    init(arguments: [String] = [], width: Int = 80, height: Int = 24) throws {
        let path = try DemoProgram.path()
        var slave: Int32 = -1
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw MissingTestTool("no pseudo-terminals here") }
        defer { close(slave) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in 0...2 { posix_spawn_file_actions_adddup2(&actions, slave, descriptor) }
        // The child must not keep the master open, or closing ours would not end its input.
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addclose(&actions, slave)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Self.spawnNewSession)

        let environment = ["LANG=C.UTF-8", "TERM=xterm-256color", "SWIFT_BACKTRACE=enable=no"]
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard status == 0 else {
            close(master)
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(status))
        }
        self.pid = pid
    }

    deinit {
        if master >= 0 { close(master) }
        if exitStatus == nil {
            kill(pid, SIGKILL)
            _ = waitForExit(timeout: 5)
        }
    }

    /// Reads until the output contains `bytes` (an escape sequence or UTF-8 text) or `timeout`
    /// seconds pass; returns whether it appeared.
    @discardableResult
    func read(until bytes: String, timeout: TimeInterval = 15) -> Bool {
        let wanted = Data(bytes.utf8)
        let deadline = Date().addingTimeInterval(timeout)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while output.range(of: wanted) == nil, Date() < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            let count = Glibc.read(master, &chunk, chunk.count)
            if count <= 0 { break }
            output.append(contentsOf: chunk[0..<count])
        }
        return output.range(of: wanted) != nil
    }

    /// Whether the output so far contains `bytes`.
    func hasWritten(_ bytes: String) -> Bool { output.range(of: Data(bytes.utf8)) != nil }

    /// Sends `text` as typed on the terminal.
    func type(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
    }

    /// Whether process `pid` catches `signal` now (Linux `/proc/<pid>/status`, `SigCgt`).
    static func process(_ pid: pid_t, catches signal: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
              let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        else { return false }
        return mask & (1 << UInt64(signal - 1)) != 0
    }

    /// Closes the terminal's master side: the demo's input ends, with no SIGHUP.
    func closeTerminal() {
        close(master)
        master = -1
    }

    /// The demo's exit status (128 + signal when killed), or nil if it still runs at the deadline.
    func waitForExit(timeout: TimeInterval = 15) -> Int32? {
        if let exitStatus { return exitStatus }
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        repeat {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
                return exitStatus
            }
            if result == -1 && errno != EINTR { return nil }
            _ = poll(nil, 0, 20) // the wait between checks is poll's timeout, not a sleep
        } while Date() < deadline
        return nil
    }
}
