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

@usableFromInline let liveConcatSinks = Atomic<Int>(0)
@usableFromInline let mostLiveConcatSinks = Atomic<Int>(0)

/// RxSwift's debug counter of its `concat` generator stack (nested concats it could not flatten
/// into one). RxCore does not flatten nested concats: each is a sink of its own, so here it is
/// the most `concat` subscriptions alive at once since it was last set (debug builds; tests set
/// it to 0 first). Nested concats of a collection therefore read their depth, not RxSwift's 1.
public var maxTailRecursiveSinkStackSize: Int {
    get { mostLiveConcatSinks.load(ordering: .relaxed) }
    set { mostLiveConcatSinks.store(newValue, ordering: .relaxed) }
}

extension Resources {
    @inlinable static func concatSinkStarted() {
        let live = liveConcatSinks.add(1, ordering: .relaxed).newValue
        var most = mostLiveConcatSinks.load(ordering: .relaxed)
        while live > most {
            let (exchanged, original) = mostLiveConcatSinks.compareExchange(
                expected: most, desired: live, ordering: .relaxed)
            if exchanged { break }
            most = original
        }
    }

    @inlinable static func concatSinkEnded() {
        liveConcatSinks.subtract(1, ordering: .relaxed)
    }
}
