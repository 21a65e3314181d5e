import Foundation

/// How much longer than written the end-to-end waits may take: `TAPROOM_TEST_WAIT_SCALE` (a
/// number, default 1). `make tsan` sets 4, since every process under ThreadSanitizer runs several
/// times slower (a password hash takes 2.9 s there against 0.45 s).
public enum WaitScale {
    public static let factor = factor(from: ProcessInfo.processInfo.environment)

    /// The factor `environment` asks for; 1 when it asks for none, or for less than 1.
    public static func factor(from environment: [String: String]) -> Double {
        guard let value = environment["TAPROOM_TEST_WAIT_SCALE"].flatMap(Double.init), value >= 1 else { return 1 }
        return value
    }

    /// `seconds`, scaled.
    public static func scaled(_ seconds: TimeInterval) -> TimeInterval { seconds * factor }
}
