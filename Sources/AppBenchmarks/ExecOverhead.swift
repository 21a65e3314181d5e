import Foundation

/// The cost of starting the `taproom` process itself (dynamic loading, Swift runtime, argument
/// parsing): the wall time of `taproom --version`, to add to the in-process start-up figures.
enum ExecOverhead {
    static let runs = 10

    /// The median wall time, or nil when no release `taproom` sits beside this benchmark.
    static func measure() throws -> Samples? {
        let taproom = ChildProcess.benchmarkExecutable.deletingLastPathComponent().appendingPathComponent("taproom")
        guard FileManager.default.isExecutableFile(atPath: taproom.path) else { return nil }
        var samples = Samples()
        _ = try ChildProcess.run(taproom, ["--version"]) // warm-up: the binary into the page cache
        for _ in 0..<runs {
            let output = try ChildProcess.run(taproom, ["--version"])
            guard output.status == 0 else {
                throw BenchmarkError(description: "taproom --version exited with \(output.status)")
            }
            samples.append(output.wallTime)
        }
        return samples
    }
}
