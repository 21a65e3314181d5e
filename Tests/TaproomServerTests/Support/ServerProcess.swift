import Foundation
import Locking
import PTYTestSupport
import XCTest

/// The real `taproom serve` binary as a child process: started on a free loopback port, found
/// ready by the line it prints, asked to stop with a signal.
final class ServerProcess: Sendable {
    let process: Process
    /// The port it printed it is serving on.
    let port: Int
    private let output: OutputCollector
    private let errors: OutputCollector

    /// Starts `taproom serve --listen 127.0.0.1:<port>` (a free one by default) with `arguments`,
    /// and waits (up to `timeout`) for its "serving on" line.
    init(arguments: [String], environment: [String: String] = [:], port: Int = 0, timeout: TimeInterval = 60) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: try BuiltProduct.path(named: "taproom"))
        process.arguments = ["serve", "--listen", "127.0.0.1:\(port)"] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]
            .merging(environment) { _, new in new }
        output = OutputCollector()
        errors = OutputCollector()
        process.standardOutput = output.pipe
        process.standardError = errors.pipe
        try process.run()
        guard let line = output.waitForLine(containing: "serving on", timeout: timeout),
              let port = line.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
            process.terminate()
            throw ServerDidNotStart(description: "taproom serve did not start: \(errors.text)")
        }
        self.port = port
    }

    var standardError: String { errors.text }

    /// Sends `signal` and waits for the exit; nil when it did not exit within `timeout`.
    func stop(with signal: Int32 = SIGTERM, timeout: TimeInterval = 30) -> (status: Int32, reason: Process.TerminationReason)? {
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        if process.isRunning { kill(process.processIdentifier, signal) } else { exited.signal() }
        guard exited.wait(timeout: .now() + timeout) == .success else {
            kill(process.processIdentifier, SIGKILL)
            return nil
        }
        return (process.terminationStatus, process.terminationReason)
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

/// Collects what a child writes to a pipe, and lets a test wait for a line without sleeping.
final class OutputCollector: Sendable {
    let pipe = Pipe()
    private let collected = Locked("")
    private let arrived = DispatchSemaphore(value: 0)

    init() {
        // Kept alive by its own handler until the end of the output, which clears the handler.
        pipe.fileHandleForReading.readabilityHandler = { [self] handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil }
            collected.withLock { $0 += String(decoding: data, as: UTF8.self) }
            arrived.signal()
        }
    }

    var text: String { collected.withLock { $0 } }

    func waitForLine(containing needle: String, timeout: TimeInterval) -> String? {
        let deadline = DispatchTime.now() + timeout
        while true {
            if let line = text.split(separator: "\n").first(where: { $0.contains(needle) }) { return String(line) }
            guard arrived.wait(timeout: deadline) == .success else { return nil }
        }
    }
}

/// curl, for requests to a real server (over TLS too).
enum Curl {
    struct Reply {
        let status: Int
        let body: String
    }

    static func send(_ method: String, _ url: String, token: String? = nil, json: String? = nil,
                     extra: [String] = []) throws -> Reply {
        var arguments = ["-s", "-S", "-X", method, "-w", "\n%{http_code}", "--max-time", "20"] + extra
        if let token { arguments += ["-H", "Authorization: Bearer \(token)"] }
        if let json { arguments += ["-H", "Content-Type: application/json", "--data-binary", json] }
        let result = try ChildProcess.run("/usr/bin/curl", arguments + [url])
        guard result.status == 0 else { throw CurlFailure(status: result.status, message: result.errors) }
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        return Reply(status: Int(lines.last ?? "") ?? 0, body: lines.dropLast().joined(separator: "\n"))
    }

    struct CurlFailure: Error {
        let status: Int32
        let message: String
    }
}

/// A server the test needs did not come up: the test fails with what it printed.
struct ServerDidNotStart: Error, CustomStringConvertible {
    let description: String
}
