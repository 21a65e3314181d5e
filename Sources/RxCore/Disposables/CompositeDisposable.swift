import Locking

/// A group of disposables disposed together; single ones can be removed by key.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {  // state guarded by `state`'s mutex
    /// Identifies a disposable added to a composite.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    private struct State {
        var disposables: [Int: Disposable] = [:]
        var order: [Int] = []
        var nextKey = 0
        var isDisposed = false
    }

    private let state = Locked(State())

    public init() {}

    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        _ = insertAll([disposable1, disposable2])
    }

    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        _ = insertAll([disposable1, disposable2, disposable3])
    }

    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
                _ disposable4: Disposable, _ disposables: Disposable...) {
        _ = insertAll([disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    public init(disposables: [Disposable]) {
        _ = insertAll(disposables)
    }

    private func insertAll(_ disposables: [Disposable]) -> [DisposeKey] {
        disposables.compactMap { insert($0) }
    }

    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// The number of disposables held.
    public var count: Int { state.withLock { $0.disposables.count } }

    /// Adds a disposable; if the composite is already disposed, disposes it and returns nil.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = state.withLock { state -> DisposeKey? in
            if state.isDisposed { return nil }
            let key = state.nextKey
            state.nextKey += 1
            state.disposables[key] = disposable
            state.order.append(key)
            return DisposeKey(value: key)
        }
        if key == nil { disposable.dispose() }
        return key
    }

    /// Removes and disposes the disposable with `key`.
    public func remove(for key: DisposeKey) {
        let disposable = state.withLock { state -> Disposable? in
            state.order.removeAll { $0 == key.value }
            return state.disposables.removeValue(forKey: key.value)
        }
        disposable?.dispose()
    }

    public func dispose() {
        let all = state.withLock { state -> [Disposable] in
            if state.isDisposed { return [] }
            state.isDisposed = true
            let all = state.order.compactMap { state.disposables[$0] }
            state.disposables = [:]
            state.order = []
            return all
        }
        for disposable in all { disposable.dispose() }
    }
}
