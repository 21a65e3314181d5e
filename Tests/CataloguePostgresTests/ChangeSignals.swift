import Dispatch
import Foundation

/// Counts what a catalogue's `revisions()` yields, so a test can wait for the next revision with
/// a deadline. The wait runs on a Dispatch thread: it must not hold one of Swift's few
/// cooperative threads, which the catalogue's own tasks need.
final class ChangeSignals: Sendable {
    private let arrived = DispatchSemaphore(value: 0)
    private let listening: Task<Void, Never>

    init(_ revisions: AsyncThrowingStream<Int, Error>) {
        let arrived = arrived
        listening = Task {
            do {
                for try await _ in revisions { arrived.signal() }
            } catch {}
        }
    }

    deinit { listening.cancel() }

    /// Whether a revision arrives (or had arrived) within `timeout`.
    func next(within timeout: TimeInterval = 20) async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { [arrived] in
                continuation.resume(returning: arrived.wait(timeout: .now() + timeout) == .success)
            }
        }
    }

    /// Forgets the revisions counted so far.
    func forgetEarlierSignals() {
        while arrived.wait(timeout: .now()) == .success {}
    }
}
