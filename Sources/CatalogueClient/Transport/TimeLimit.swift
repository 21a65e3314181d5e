/// Runs `operation`, giving up (and cancelling it) once `limit` has passed: the whole of a
/// request, its body included, whatever URLSession's own idle limit says.
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

extension Duration {
    /// URLRequest's `timeoutInterval` for a limit this long: whole seconds, rounded up and at
    /// least one, since URLSession on Linux drops the fraction (and a 0 s limit times a request
    /// out at once).
    var timeoutInterval: Double {
        max(1, (Double(components.seconds) + Double(components.attoseconds) / 1e18).rounded(.up))
    }
}
