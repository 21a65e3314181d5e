import Synchronization

/// Base of every operator sink: holds the downstream observer and the upstream
/// subscription, and is itself the `Disposable` a subscription returns.
///
/// Disposal is lock-free: one atomic word holds "disposed" and "upstream set" bits, so
/// whichever of `setUpstream` and `dispose` comes second disposes the upstream.
/// Subclasses are `final`, with `@inlinable` event methods that call `forwardOn`.
@usableFromInline class Sink<Element>: Disposable {
    @usableFromInline static var disposedBit: Int { 1 }
    @usableFromInline static var upstreamBit: Int { 2 }

    @usableFromInline let observer: AnyObserver<Element>
    @usableFromInline let disposeState = Atomic<Int>(0)
    // Written once before `upstreamBit` is published; read only after seeing that bit.
    @usableFromInline var upstream: Disposable?

    @inlinable init(observer: AnyObserver<Element>) {
        self.observer = observer
        #if DEBUG
        Resources.incrementTotal()
        #endif
    }

    @inlinable final var isDisposed: Bool {
        disposeState.load(ordering: .acquiring) & Sink.disposedBit != 0
    }

    /// Sends an event downstream unless disposed; a stop event also disposes the sink.
    @inlinable final func forwardOn(_ event: Event<Element>) {
        if isDisposed { return }
        observer.on(event)
        if event.isStopEvent { dispose() }
    }

    /// Subscribes the sink to its upstream and returns the sink as the subscription.
    @inlinable final func setUpstream(_ disposable: Disposable) {
        upstream = disposable
        let old = disposeState.bitwiseOr(Sink.upstreamBit, ordering: .acquiringAndReleasing).oldValue
        if old & Sink.disposedBit != 0 {
            upstream = nil
            disposable.dispose()
        }
    }

    @inlinable public final func dispose() {
        let old = disposeState.bitwiseOr(Sink.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if old & Sink.disposedBit != 0 { return }
        #if DEBUG
        Resources.decrementTotal()
        #endif
        if old & Sink.upstreamBit != 0, let upstream {
            self.upstream = nil
            upstream.dispose()
        }
        disposeResources()
    }

    /// Override to release more than the upstream (timers, inner subscriptions).
    @inlinable func disposeResources() {}
}
