import Dispatch
import Locking

/// Runs async work from a synchronous command (the root command is synchronous: the interactive
/// app owns the main thread), blocking until it ends.
package func waitFor<Value: Sendable>(_ body: @escaping @Sendable () async throws -> Value) throws -> Value {
    let outcome = Locked<Result<Value, any Error>?>(nil)
    let finished = DispatchSemaphore(value: 0)
    Task {
        let result: Result<Value, any Error>
        do { result = .success(try await body()) } catch { result = .failure(error) }
        outcome.withLock { $0 = result }
        finished.signal()
    }
    finished.wait()
    guard let result = outcome.withLock({ $0 }) else { throw CancellationError() }
    return try result.get()
}
