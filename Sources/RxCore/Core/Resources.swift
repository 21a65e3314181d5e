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

@usableFromInline let mostNestedConcatSources = Atomic<Int>(0)

/// RxSwift's debug counter of its `concat` generator stack: the deepest stack of source
/// iterators one `concat` subscription held after taking a nested concat apart (debug builds;
/// tests set it to 0 first). Concats nested as the last
/// source of a collection keep it at 1; nested in a sequence of unknown length it grows.
public var maxTailRecursiveSinkStackSize: Int {
    get { mostNestedConcatSources.load(ordering: .relaxed) }
    set { mostNestedConcatSources.store(newValue, ordering: .relaxed) }
}

extension Resources {
    @inlinable static func concatStackGrew(to depth: Int) {
        var most = mostNestedConcatSources.load(ordering: .relaxed)
        while depth > most {
            let (exchanged, original) = mostNestedConcatSources.compareExchange(
                expected: most, desired: depth, ordering: .relaxed)
            if exchanged { break }
            most = original
        }
    }
}
