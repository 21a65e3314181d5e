import Dispatch
import Foundation

/// Counts what a backend's `revisionChanges()` yields, so a test can wait for the next signal
/// with a deadline. The wait runs on a Dispatch thread: it must not hold one of Swift's few
/// cooperative threads, which the backend's own tasks need.
final class ChangeSignals: Sendable {
    private let arrived = DispatchSemaphore(value: 0)
    private let listening: Task<Void, Never>

    init(_ changes: AsyncStream<Void>) {
        let arrived = arrived
        listening = Task {
            for await _ in changes { arrived.signal() }
        }
    }

    deinit { listening.cancel() }

    /// Whether a signal arrives (or had arrived) within `timeout`.
    func next(within timeout: TimeInterval = 20) async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { [arrived] in
                continuation.resume(returning: arrived.wait(timeout: .now() + timeout) == .success)
            }
        }
    }

    /// Forgets the signals counted so far.
    func forgetEarlierSignals() {
        while arrived.wait(timeout: .now()) == .success {}
    }
}
