import Foundation

/// Runs a program to the end and collects its standard output.
enum ChildProcess {
    struct Output {
        let status: Int32
        let standardOutput: String
        /// From just before launch to after exit.
        let wallTime: Duration
    }

    static func run(_ executable: URL, _ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        let start = ContinuousClock.now
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let end = ContinuousClock.now
        return Output(status: process.terminationStatus, standardOutput: String(decoding: data, as: UTF8.self),
                      wallTime: end - start)
    }

    /// This benchmark's own executable, run again in one of its child modes.
    static var benchmarkExecutable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }

    /// Runs this executable with `arguments` and returns the value of the output line
    /// `"<key> <value>"`; a failed child is an error carrying what it printed.
    static func measure(_ arguments: [String], key: String) throws -> String {
        let output = try run(benchmarkExecutable, arguments)
        let value = output.standardOutput.split(separator: "\n")
            .first { $0.hasPrefix(key + " ") }
            .map { String($0.dropFirst(key.count + 1)) }
        guard output.status == 0, let value else {
            throw BenchmarkError(description: "\(arguments.joined(separator: " ")) failed (\(output.status)): \(output.standardOutput)")
        }
        return value
    }
}
