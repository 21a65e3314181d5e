import Synchronization

@usableFromInline let resourceCount = Atomic<Int>(0)

/// Counts live sinks and subscriptions, like RxSwift's `Resources`. Debug builds only:
/// release builds skip the counting entirely.
public enum Resources {
    /// Live sinks and subscriptions.
    public static var total: Int32 { Int32(truncatingIfNeeded: resourceCount.load(ordering: .relaxed)) }

    @inlinable @discardableResult
    public static func incrementTotal() -> Int32 {
        Int32(truncatingIfNeeded: resourceCount.add(1, ordering: .relaxed).newValue)
    }

    @inlinable @discardableResult
    public static func decrementTotal() -> Int32 {
        Int32(truncatingIfNeeded: resourceCount.subtract(1, ordering: .relaxed).newValue)
    }
}
