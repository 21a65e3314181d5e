import Synchronization

extension ObservableType {
    /// Runs side effects around the events and the subscription lifecycle. A throwing
    /// `onNext`/`onError`/`onCompleted` hook turns into an error event.
    @inlinable public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let hooks = DoHooks(onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                            onCompleted: onCompleted, afterCompleted: afterCompleted)
        return Observable.make(parameters: (asObservable(), hooks, onSubscribe, onSubscribed, onDispose)) { parameters, observer in
            parameters.2?()
            let sink = DoSink(hooks: parameters.1, onDispose: parameters.4, observer: observer)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            parameters.3?()
            sink.subscribed()
            return sink
        }
    }
}

@usableFromInline struct DoHooks<Element> {
    @usableFromInline let onNext: ((Element) throws -> Void)?
    @usableFromInline let afterNext: ((Element) throws -> Void)?
    @usableFromInline let onError: ((Swift.Error) throws -> Void)?
    @usableFromInline let afterError: ((Swift.Error) throws -> Void)?
    @usableFromInline let onCompleted: (() throws -> Void)?
    @usableFromInline let afterCompleted: (() throws -> Void)?

    @inlinable init(onNext: ((Element) throws -> Void)?, afterNext: ((Element) throws -> Void)?,
                    onError: ((Swift.Error) throws -> Void)?, afterError: ((Swift.Error) throws -> Void)?,
                    onCompleted: (() throws -> Void)?, afterCompleted: (() throws -> Void)?) {
        self.onNext = onNext
        self.afterNext = afterNext
        self.onError = onError
        self.afterError = afterError
        self.onCompleted = onCompleted
        self.afterCompleted = afterCompleted
    }
}

/// Runs the hooks around each event. `onDispose` runs when the sink is disposed (by the
/// subscriber, or after a stop event and its after-hook), after the source's disposal; a sink
/// disposed while it was still subscribing runs it after `onSubscribed` (RxSwift's order).
@usableFromInline final class DoSink<Element>: Sink<Element> {
    @usableFromInline static var lifecycleSubscribed: Int { 1 }
    @usableFromInline static var lifecycleDisposed: Int { 2 }

    @usableFromInline let hooks: DoHooks<Element>
    @usableFromInline let onDispose: (() -> Void)?
    /// Whichever of "subscription finished" and "disposed" comes second runs `onDispose`.
    @usableFromInline let lifecycle = Atomic<Int>(0)

    @inlinable init(hooks: DoHooks<Element>, onDispose: (() -> Void)?, observer: AnyObserver<Element>) {
        self.hooks = hooks
        self.onDispose = onDispose
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do { try hooks.onNext?(element) } catch { forwardOn(.error(error)); return }
            forwardOn(event)
            do { try hooks.afterNext?(element) } catch { forwardOn(.error(error)) }
        case .error(let error):
            do { try hooks.onError?(error) } catch { forwardOn(.error(error)); return }
            forwardStop(event) { try hooks.afterError?(error) }
        case .completed:
            do { try hooks.onCompleted?() } catch { forwardOn(.error(error)); return }
            forwardStop(event) { try hooks.afterCompleted?() }
        }
    }

    /// Delivers a stop event, runs its after-hook, then disposes. An after-hook that throws
    /// has nowhere to report to: the sequence has already stopped.
    @inlinable func forwardStop(_ event: Event<Element>, after: () throws -> Void) {
        if isDisposed { return }
        observer.on(event)
        try? after()
        dispose()
    }

    @inlinable func subscribed() {
        let old = lifecycle.bitwiseOr(DoSink.lifecycleSubscribed, ordering: .acquiringAndReleasing).oldValue
        if old & DoSink.lifecycleDisposed != 0 { onDispose?() }
    }

    @inlinable override func disposeResources() {
        let old = lifecycle.bitwiseOr(DoSink.lifecycleDisposed, ordering: .acquiringAndReleasing).oldValue
        if old & DoSink.lifecycleSubscribed != 0 { onDispose?() }
    }
}
