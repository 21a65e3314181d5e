import Synchronization

/// The observer behind `subscribe(onNext:onError:onCompleted:onDisposed:)`: calls the
/// closures and ignores anything after a stop event. An error with no `onError` goes to
/// `Hooks.defaultErrorHandler`, with the call stack captured at subscription when recording.
@usableFromInline final class ClosureObserver<Element> {
    @usableFromInline let stopped = Atomic<Bool>(false)
    @usableFromInline let onNext: ((Element) -> Void)?
    @usableFromInline let onError: ((Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    @usableFromInline let onStop: Disposable?
    @usableFromInline let callStack: [String]

    @inlinable init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
                    onCompleted: (() -> Void)?, onStop: Disposable?) {
        self.onNext = onNext
        self.onError = onError
        self.callStack = onError == nil ? Hooks.subscriptionCallStack() : []
        self.onCompleted = onCompleted
        self.onStop = onStop
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if stopped.load(ordering: .relaxed) { return }
            onNext?(element)
        case .error(let error):
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            if let onError { onError(error) } else { Hooks.defaultErrorHandler(callStack, error) }
            onStop?.dispose()
        case .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            onCompleted?()
            onStop?.dispose()
        }
    }
}
