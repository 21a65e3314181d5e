import Locking

/// Holds one replaceable disposable: setting a new one disposes the previous one.
public final class SerialDisposable: Cancelable, @unchecked Sendable {  // state guarded by `state`'s mutex
    private struct State {
        var current: Disposable?
        var isDisposed = false
    }

    private let state = Locked(State())

    public init() {}

    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// The current disposable; setting it disposes the previous one (or the new one at
    /// once if `self` is already disposed).
    public var disposable: Disposable {
        get { state.withLock { $0.current } ?? Disposables.create() }
        set {
            let (old, disposeNew) = state.withLock { state -> (Disposable?, Bool) in
                if state.isDisposed { return (nil, true) }
                defer { state.current = newValue }
                return (state.current, false)
            }
            old?.dispose()
            if disposeNew { newValue.dispose() }
        }
    }

    public func dispose() {
        let current = state.withLock { state -> Disposable? in
            if state.isDisposed { return nil }
            state.isDisposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}
