/// Carries a disposable into a `@Sendable` cancellation handler.
@usableFromInline
struct UncheckedSendableDisposable: @unchecked Sendable { // RxCore disposables are safe to dispose from any thread
    @usableFromInline let disposable: Disposable

    @inlinable
    init(_ disposable: Disposable) {
        self.disposable = disposable
    }

    @inlinable
    func dispose() {
        disposable.dispose()
    }
}
