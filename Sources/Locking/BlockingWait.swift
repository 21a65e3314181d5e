import Dispatch

/// Runs async work from synchronous code, blocking the calling thread until it ends: a command
/// (the root command is synchronous: the interactive app owns the main thread), or a SQLite
/// transaction, which runs on a thread of its own (never call it from a cooperative thread).
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
