import RxCore

/// How long to wait before trying a failed read again: 1 s after the first failure, then twice
/// as long each time, at most 15 s.
public struct RetryBackoff: Hashable, Sendable {
    public let firstSeconds: Int
    public let maximumSeconds: Int

    public init(firstSeconds: Int = 1, maximumSeconds: Int = 15) {
        self.firstSeconds = firstSeconds
        self.maximumSeconds = maximumSeconds
    }

    /// The wait after `failures` failures in a row (from 1).
    public func delay(afterFailures failures: Int) -> RxTimeInterval {
        var seconds = firstSeconds
        for _ in 1..<max(failures, 1) where seconds < maximumSeconds { seconds *= 2 }
        return .seconds(min(seconds, maximumSeconds))
    }
}
