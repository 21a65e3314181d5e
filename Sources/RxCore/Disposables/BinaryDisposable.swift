import Synchronization

/// Disposes two disposables, once.
@usableFromInline final class BinaryDisposable: Cancelable {
    @usableFromInline let disposed = Atomic<Bool>(false)
    @usableFromInline var first: Disposable?  // taken only by the one caller that flips `disposed`
    @usableFromInline var second: Disposable?

    @inlinable init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
    }

    @inlinable var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    @inlinable func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let first = self.first, second = self.second
        self.first = nil
        self.second = nil
        first?.dispose()
        second?.dispose()
    }
}
