import Foundation
import XCTest

/// Runs the built `taproom` executable, found next to the test bundle, and collects its output.
struct TaproomProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static func executable() throws -> URL {
        let bundleDirectory = Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent()
        let runnerDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for directory in [bundleDirectory, runnerDirectory, Bundle.main.bundleURL] {
            let candidate = directory.appendingPathComponent("taproom")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw MissingExecutable()
    }

    /// Runs with a clean environment (no TAPROOM_DATABASE, HOME inside `home`) and `stdin` as input.
    static func run(_ arguments: [String], stdin: String = "", environment: [String: String] = [:],
                    home: URL) throws -> Result {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        var env = ["HOME": home.path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        env.merge(environment) { _, new in new }
        process.environment = env
        // Files, not pipes: a large output cannot stall the child, and no write can hit a closed pipe.
        let outputURL = home.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errorURL = home.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        let inputURL = home.appendingPathComponent("stdin-\(UUID().uuidString)")
        try Data(stdin.utf8).write(to: inputURL)
        defer { try? FileManager.default.removeItem(at: inputURL) }
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        let outputData = try Data(contentsOf: outputURL)
        let errorData = try Data(contentsOf: errorURL)
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outputData, as: UTF8.self),
                      stderr: String(decoding: errorData, as: UTF8.self))
    }
}

private final class BundleMarker {}

struct MissingExecutable: Error, CustomStringConvertible {
    var description: String { "the taproom executable is not built next to the tests (run `swift build --build-tests`)" }
}
