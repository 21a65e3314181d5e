import Synchronization

/// Disposes `disposable` on `scheduler` (once, however often `dispose` is called): for resources
/// that must be released on a particular thread or queue.
public final class ScheduledDisposable: Cancelable {
    public let scheduler: ImmediateSchedulerType
    private let disposed = Atomic(false)
    // Handed over once, by whichever `dispose` call comes first.
    private let disposable: UncheckedSendableDisposable

    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = UncheckedSendableDisposable(disposable)
    }

    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    public func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        _ = scheduler.schedule(disposable) { disposable in
            disposable.dispose()
            return Disposables.create()
        }
    }
}
