import Synchronization

/// Runs an action on the first `dispose()`.
@usableFromInline final class AnonymousDisposable: Cancelable {
    @usableFromInline let disposed = Atomic<Bool>(false)
    @usableFromInline var action: (() -> Void)?  // read only by the one caller that flips `disposed`

    @inlinable init(_ action: @escaping () -> Void) {
        self.action = action
    }

    @inlinable var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    @inlinable func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let action = self.action
        self.action = nil
        action?()
    }
}
