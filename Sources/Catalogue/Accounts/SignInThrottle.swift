import Foundation

/// After `threshold` consecutive failures for a username, sign-in is refused for `baseDelay`,
/// doubling with each further lockout up to `maximumDelay`. A success clears the record.
public struct SignInThrottle: Hashable, Sendable {
    public let threshold: Int
    public let baseDelay: TimeInterval
    public let maximumDelay: TimeInterval

    public init(threshold: Int = 5, baseDelay: TimeInterval = 30, maximumDelay: TimeInterval = 3600) {
        self.threshold = threshold
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
    }

    /// The lock length for the `lockout`-th lockout (1-based): 30 s, 60 s, 120 s, … capped.
    public func delay(forLockout lockout: Int) -> TimeInterval {
        let doublings = min(max(lockout - 1, 0), 32)
        return min(baseDelay * pow(2, Double(doublings)), maximumDelay)
    }
}
