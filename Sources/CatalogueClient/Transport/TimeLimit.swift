/// Runs `operation`, giving up (and cancelling it) once `limit` has passed: the whole of a
/// stream's head (the live events), whose exchange has no limit of its own.
func withTimeLimit<Value: Sendable>(_ limit: Duration,
                                    _ operation: @escaping @Sendable () async throws -> Value) async throws -> Value {
    try await withThrowingTaskGroup(of: TimeLimitOutcome<Value>.self) { group in
        group.addTask { .finished(try await operation()) }
        group.addTask {
            try await Task.sleep(for: limit)
            return .timeUp
        }
        defer { group.cancelAll() }
        switch try await group.next() {
        case .finished(let value): return value
        case .timeUp, nil: throw TimeLimitReached()
        }
    }
}

/// Which of the operation and the timer came first.
private enum TimeLimitOutcome<Value: Sendable>: Sendable {
    case finished(Value)
    case timeUp
}

/// A request's time limit passed before it finished.
struct TimeLimitReached: Error {}
