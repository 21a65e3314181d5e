import Synchronization

@usableFromInline let resourceCount = Atomic<Int>(0)

/// Counts live observables, sinks and subscriptions, like RxSwift's `Resources` under
/// `TRACE_RESOURCES`. Debug builds only: release builds skip the counting entirely.
public enum Resources {
    /// Live observables (subjects included), sinks and subscriptions.
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

@usableFromInline let serialDispatchQueueObservableCount = Atomic<Int>(0)

extension Resources {
    /// Live `observe(on:)` observables over a `SerialDispatchQueueScheduler` (the main scheduler
    /// included), as RxSwift counts them: its tests check that this implementation is chosen.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        Int32(truncatingIfNeeded: serialDispatchQueueObservableCount.load(ordering: .relaxed))
    }

    @inlinable static func incrementSerialDispatchQueueObservables() {
        serialDispatchQueueObservableCount.add(1, ordering: .relaxed)
    }

    @inlinable static func decrementSerialDispatchQueueObservables() {
        serialDispatchQueueObservableCount.subtract(1, ordering: .relaxed)
    }
}
