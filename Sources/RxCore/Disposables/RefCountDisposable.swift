import Locking

/// Disposes its underlying disposable once it has been disposed and every dependent
/// disposable obtained from `retain()` has been disposed too.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {  // state guarded by `state`'s mutex
    private struct State {
        var disposable: Disposable?
        var isPrimaryDisposed = false
        var count = 0
    }

    private let state: Locked<State>

    public init(disposable: Disposable) {
        state = Locked(State(disposable: disposable))
    }

    public var isDisposed: Bool { state.withLock { $0.disposable == nil } }

    /// A dependent disposable; the underlying one is kept alive until it is disposed.
    public func retain() -> Disposable {
        let alive = state.withLock { state -> Bool in
            guard state.disposable != nil else { return false }
            state.count += 1
            return true
        }
        guard alive else { return Disposables.create() }
        return Disposables.create { [weak self] in self?.release() }
    }

    public func dispose() {
        let disposable = state.withLock { state -> Disposable? in
            guard let disposable = state.disposable, !state.isPrimaryDisposed else { return nil }
            state.isPrimaryDisposed = true
            guard state.count == 0 else { return nil }
            state.disposable = nil
            return disposable
        }
        disposable?.dispose()
    }

    private func release() {
        let disposable = state.withLock { state -> Disposable? in
            guard let disposable = state.disposable else { return nil }
            state.count -= 1
            guard state.isPrimaryDisposed, state.count == 0 else { return nil }
            state.disposable = nil
            return disposable
        }
        disposable?.dispose()
    }
}
