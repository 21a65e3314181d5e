import Locking

/// Holds one disposable, assigned once; disposing before assignment disposes it on arrival.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {  // state guarded by `state`'s mutex
    private struct State {
        var disposable: Disposable?
        var isAssigned = false
        var isDisposed = false
    }

    private let state = Locked(State())

    public init() {}

    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Assigns the disposable. Assigning twice is a programmer error and is ignored
    /// (the second disposable is disposed).
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            if state.isAssigned || state.isDisposed { return true }
            state.isAssigned = true
            state.disposable = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    public func dispose() {
        let disposable = state.withLock { state -> Disposable? in
            if state.isDisposed { return nil }
            state.isDisposed = true
            defer { state.disposable = nil }
            return state.disposable
        }
        disposable?.dispose()
    }
}
