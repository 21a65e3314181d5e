import Foundation

/// Why a benchmark could not finish.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
}

enum MainQueue {
    /// Runs the main run loop (which serves the main dispatch queue, where the app renders and
    /// receives results) until `done` holds. Throws after `timeout`, naming `what` it waited for.
    @MainActor
    static func run(until done: () -> Bool, timeout: Duration = .seconds(60), waitingFor what: String) throws {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while !done() {
            guard ContinuousClock.now < deadline else { throw BenchmarkError(description: "timed out waiting for \(what)") }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
    }
}
