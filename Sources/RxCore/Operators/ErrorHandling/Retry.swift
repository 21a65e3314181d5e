import Locking

extension ObservableType {
    /// Resubscribes to this observable after every error, for ever.
    @inlinable
    public func retry() -> Observable<Element> {
        retry(Int.max)
    }

    /// Subscribes at most `maxAttemptCount` times in all; the last attempt's error goes downstream.
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        Observable<Element>.make(parameters: (asObservable(), maxAttemptCount)) { parameters, observer in
            let (source, maxAttemptCount) = parameters
            let sink = RetrySink(source: source, shouldRetry: { _, attempt in attempt < maxAttemptCount },
                                 observer: observer)
            sink.resubscribe()
            return sink
        }
    }
}

/// Subscribes to `source` again after an error while `shouldRetry(error, attemptsSoFar)` says so.
/// Errors raised synchronously while subscribing loop here instead of recursing.
@usableFromInline
final class RetrySink<Element>: Sink<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let shouldRetry: (Swift.Error, Int) -> Bool
    @usableFromInline let subscription = SerialDisposable()
    @usableFromInline
    struct State {
        @usableFromInline var attempts = 0
        @usableFromInline var isSubscribing = false
        @usableFromInline var isResubscribeRequested = false
        @inlinable init() {}
    }

    @usableFromInline let state = Locked(State())

    @inlinable
    init(source: Observable<Element>, shouldRetry: @escaping (Swift.Error, Int) -> Bool, observer: AnyObserver<Element>) {
        self.source = source
        self.shouldRetry = shouldRetry
        super.init(observer: observer)
    }

    @inlinable
    func resubscribe() {
        let shouldRun = state.withLock { state -> Bool in
            if state.isSubscribing {
                state.isResubscribeRequested = true
                return false
            }
            state.isSubscribing = true
            return true
        }
        guard shouldRun, !isDisposed else { return }
        repeat {
            let attempts = state.withLock { state -> Int in
                state.isResubscribeRequested = false
                state.attempts += 1
                return state.attempts
            }
            let attempt = SingleAssignmentDisposable()
            subscription.disposable = attempt
            attempt.setDisposable(source.subscribe(AnyObserver { [self] event in
                if case .error(let error) = event, shouldRetry(error, attempts) {
                    resubscribe()
                } else {
                    forwardOn(event)
                }
            }))
        } while state.withLock({ state -> Bool in
            if state.isResubscribeRequested { return true }
            state.isSubscribing = false
            return false
        }) && !isDisposed
    }

    @inlinable
    override func disposeResources() {
        subscription.dispose()
    }
}
