import Foundation
import Locking

/// A clock that moves on a fixed step each time it is read: deterministic, yet a sign-in
/// lockout always ends after a few more attempts (a fixed clock would lock an account for good).
final class SteppingClock: Sendable {
    private let readings = Locked(0)
    private let start: Date
    private let step: TimeInterval

    init(start: Date = Date(timeIntervalSince1970: 1_800_000_000), step: TimeInterval = 60) {
        self.start = start
        self.step = step
    }

    func now() -> Date {
        let count = readings.withLock { count in
            count += 1
            return count
        }
        return start.addingTimeInterval(Double(count) * step)
    }
}
