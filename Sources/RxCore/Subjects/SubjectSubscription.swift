import Locking

/// The subscription returned by a subject: disposing it removes the observer.
@usableFromInline final class SubjectSubscription: Disposable {
    @usableFromInline var unsubscribe: ((Int) -> Void)?  // called once, by the first `dispose()`
    @usableFromInline let key: Int
    @usableFromInline let disposed: Locked<Bool>

    @inlinable init(key: Int, unsubscribe: @escaping (Int) -> Void) {
        self.key = key
        self.unsubscribe = unsubscribe
        self.disposed = Locked(false)
        #if DEBUG
        Resources.incrementTotal()
        #endif
    }

    @inlinable var isDisposed: Bool { disposed.withLock { $0 } }

    @inlinable func dispose() {
        let first = disposed.withLock { isDisposed -> Bool in
            defer { isDisposed = true }
            return !isDisposed
        }
        guard first, let unsubscribe else { return }
        self.unsubscribe = nil
        #if DEBUG
        Resources.decrementTotal()
        #endif
        unsubscribe(key)
    }
}
