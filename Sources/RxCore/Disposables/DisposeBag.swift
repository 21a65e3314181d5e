import Locking

/// Disposes everything added to it when it is deinitialised.
public final class DisposeBag: @unchecked Sendable {  // state guarded by `state`'s mutex
    private struct State {
        var disposables: [Disposable] = []
        var isDisposed = false
    }

    private let state = Locked(State())

    public init() {}

    /// Adds a disposable (disposed at once if the bag is being torn down).
    public func insert(_ disposable: Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            if state.isDisposed { return true }
            state.disposables.append(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Adds several disposables.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds an array of disposables.
    public func insert(_ disposables: [Disposable]) {
        let disposeNow = state.withLock { state -> Bool in
            if state.isDisposed { return true }
            state.disposables.append(contentsOf: disposables)
            return false
        }
        if disposeNow { disposables.forEach { $0.dispose() } }
    }

    private func dispose() {
        let all = state.withLock { state -> [Disposable] in
            state.isDisposed = true
            defer { state.disposables = [] }
            return state.disposables
        }
        for disposable in all { disposable.dispose() }
    }

    deinit { dispose() }
}

extension DisposeBag {
    /// Builds a bag from a result-builder list: `DisposeBag { a; b }`.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init()
        insert(builder())
    }

    /// Inserts the disposables produced by a result builder.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Collects disposables into an array.
    @resultBuilder public enum DisposableBuilder {
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] { disposables }
    }
}
