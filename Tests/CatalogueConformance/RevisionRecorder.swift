import Dispatch
import Foundation
import Locking
import XCTest

/// Keeps what a `revisions()` stream yields, read by a task of its own until `stop()`, so that
/// a test can wait, with a deadline, for the values it expects.
public final class RevisionRecorder: Sendable {
    private struct State {
        var values: [Int] = []
        /// How the stream failed, if it did.
        var failure: String?
        var ended = false
    }

    private let state = Locked(State())
    /// Signalled at every value and at the stream's end.
    private let arrived = DispatchSemaphore(value: 0)
    private let reading = Locked<Task<Void, Never>?>(nil)

    /// Reads `revisions` until `stop()`, or until the recorder is let go.
    public init(_ revisions: AsyncThrowingStream<Int, Error>) {
        let task = Task { [weak self] in
            do {
                for try await revision in revisions {
                    guard let self else { return }
                    state.withLock { $0.values.append(revision) }
                    arrived.signal()
                }
            } catch {
                self?.state.withLock { $0.failure = String(reflecting: error) }
            }
            self?.state.withLock { $0.ended = true }
            self?.arrived.signal()
        }
        reading.withLock { $0 = task }
    }

    deinit { stop() }

    /// Every value so far, in the order they came.
    public var values: [Int] { state.withLock { $0.values } }
    /// How the stream failed, if it did.
    public var failure: String? { state.withLock { $0.failure } }

    public func stop() { reading.withLock { $0?.cancel() } }

    /// The values once `done` holds for them, looked at again as each value arrives until
    /// `CatalogueConformanceSuite.patience` runs out (then a failure naming `what`, and nil).
    public func wait(for what: String, within patience: TimeInterval = CatalogueConformanceSuite.patience,
                     until done: ([Int]) -> Bool, file: StaticString = #filePath, line: UInt = #line) async -> [Int]? {
        let deadline = DispatchTime.now() + patience
        while true {
            let state = state.withLock { $0 }
            if done(state.values) { return state.values }
            var why: String?
            if state.ended {
                why = "the stream ended (\(state.failure ?? "no error"))"
            } else if await !nextArrival(before: deadline) {
                why = "nothing within \(patience) seconds"
            }
            if let why {
                // The last value may have come with the end, or at the deadline.
                let last = self.state.withLock { $0.values }
                if done(last) { return last }
                XCTFail("waiting for \(what): \(why); heard \(last)", file: file, line: line)
                return nil
            }
        }
    }

    /// Whether a value (or the end) arrives before `deadline`. The wait holds a Dispatch thread,
    /// never one of Swift's few cooperative threads, which the catalogue's own tasks need.
    private func nextArrival(before deadline: DispatchTime) async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { [arrived] in
                continuation.resume(returning: arrived.wait(timeout: deadline) == .success)
            }
        }
    }
}
