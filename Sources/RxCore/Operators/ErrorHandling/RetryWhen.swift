extension ObservableType {
    /// On each error of type `Error`, feeds it to the observable passed to `notificationHandler`;
    /// when the observable it returns emits, resubscribes; when it completes or fails, so does
    /// the result. Errors of other types fail the result at once.
    @inlinable
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        Observable<Element>.make(parameters: (asObservable(), notificationHandler)) { parameters, observer in
            let (source, notificationHandler) = parameters
            let sink = RetryWhenSink<Element, Error, TriggerObservable.Element>(source: source, observer: observer)
            sink.subscribe(trigger: notificationHandler(sink.errors.asObservable()).asObservable())
            return sink
        }
    }

    /// `retry(when:)` for any error.
    @inlinable
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        Observable<Element>.make(parameters: (asObservable(), notificationHandler)) { parameters, observer in
            let (source, notificationHandler) = parameters
            let sink = RetryWhenSink<Element, Swift.Error, TriggerObservable.Element>(source: source, observer: observer)
            sink.subscribe(trigger: notificationHandler(sink.errors.asObservable()).asObservable())
            return sink
        }
    }
}

/// As RxSwift: the trigger observable is subscribed once, into `notifier`; the sink listens to
/// `notifier` only from an error until the retry it causes, so trigger events (completion
/// included) that come while no error is pending are not observed.
@usableFromInline
final class RetryWhenSink<Element, Failure, Trigger>: Sink<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let errors = PublishSubject<Failure>()
    @usableFromInline let notifier = PublishSubject<Trigger>()
    @usableFromInline let attempt = SerialDisposable()
    @usableFromInline let handlerSubscription = SingleAssignmentDisposable()
    @usableFromInline let triggerSubscription = SerialDisposable()

    @inlinable
    init(source: Observable<Element>, observer: AnyObserver<Element>) {
        self.source = source
        super.init(observer: observer)
    }

    @inlinable
    func subscribe(trigger: Observable<Trigger>) {
        handlerSubscription.setDisposable(trigger.subscribe(notifier))
        subscribeSource()
    }

    @inlinable
    func subscribeSource() {
        if isDisposed { return }
        let subscription = SingleAssignmentDisposable()
        attempt.disposable = subscription
        subscription.setDisposable(source.subscribe(AnyObserver { [self] event in
            switch event {
            case .next:
                forwardOn(event)
            case .completed:
                forwardOn(.completed)
            case .error(let error):
                if let failure = error as? Failure {
                    retry(after: failure)
                } else {
                    forwardOn(.error(error))
                }
            }
        }))
    }

    @inlinable
    func retry(after failure: Failure) {
        attempt.disposable = Disposables.create()
        let subscription = SingleAssignmentDisposable()
        triggerSubscription.disposable = subscription
        subscription.setDisposable(notifier.subscribe(AnyObserver { [self] event in
            switch event {
            case .next:
                // This error has been answered; the next one listens again.
                subscription.dispose()
                subscribeSource()
            case .error(let error):
                forwardOn(.error(error))
            case .completed:
                forwardOn(.completed)
            }
        }))
        errors.onNext(failure)
    }

    @inlinable
    override func disposeResources() {
        attempt.dispose()
        triggerSubscription.dispose()
        handlerSubscription.dispose()
    }
}
