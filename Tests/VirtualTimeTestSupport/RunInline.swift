import Locking

/// Runs async work that never suspends (a catalogue on the caller's thread, `StoreWork.callersThread`)
/// to its end, here and now, on this thread: how synchronous test code sets the stage (accounts,
/// ratings) before virtual time starts. Work that does suspend is a mistake in the test, reported
/// as `SuspendedWork`.
public func runInline<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) throws -> Value {
    let outcome = Locked<Result<Value, Error>?>(nil)
    _ = Task(executorPreference: InlineTaskExecutor()) {
        let result: Result<Value, Error>
        do { result = .success(try await work()) } catch { result = .failure(error) }
        outcome.withLock { $0 = result }
    }
    guard let result = outcome.withLock({ $0 }) else { throw SuspendedWork() }
    return try result.get()
}

/// `runInline` was given work that suspended.
public struct SuspendedWork: Error {}
