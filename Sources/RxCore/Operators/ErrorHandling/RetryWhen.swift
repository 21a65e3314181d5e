extension ObservableType {
    /// On each error of type `Error`, feeds it to the observable passed to `notificationHandler`;
    /// when the observable it returns emits, resubscribes; when it completes or fails, so does
    /// the result. Errors of other types fail the result at once.
    @inlinable
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        Observable<Element>.make(parameters: (asObservable(), notificationHandler)) { parameters, downstream in
            let (source, notificationHandler) = parameters
            let sink = RetryWhenSink<Element, Error>(downstream: downstream, source: source)
            sink.run(trigger: notificationHandler(sink.errors.asObservable()).asObservable())
            return sink
        }
    }

    /// `retry(when:)` for any error.
    @inlinable
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        Observable<Element>.make(parameters: (asObservable(), notificationHandler)) { parameters, downstream in
            let (source, notificationHandler) = parameters
            let sink = RetryWhenSink<Element, Swift.Error>(downstream: downstream, source: source)
            sink.run(trigger: notificationHandler(sink.errors.asObservable()).asObservable())
            return sink
        }
    }
}

@usableFromInline
final class RetryWhenSink<Element, Failure>: Sink<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let errors = PublishSubject<Failure>()
    @usableFromInline let attempt = SerialDisposable()
    @usableFromInline let triggerSubscription = SingleAssignmentDisposable()

    @inlinable
    init(downstream: AnyObserver<Element>, source: Observable<Element>) {
        self.source = source
        super.init(observer: downstream)
    }

    @inlinable
    func run<Trigger>(trigger: Observable<Trigger>) {
        triggerSubscription.setDisposable(trigger.subscribe(AnyObserver { [self] event in
            switch event {
            case .next:
                subscribeSource()
            case .error(let error):
                finish(.error(error))
            case .completed:
                finish(.completed)
            }
        }))
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
                finish(.completed)
            case .error(let error):
                if let failure = error as? Failure {
                    errors.onNext(failure)
                } else {
                    finish(.error(error))
                }
            }
        }))
    }

    @inlinable
    func finish(_ event: Event<Element>) {
        forwardOn(event)
    }

    @inlinable
    override func disposeResources() {
        attempt.dispose()
        triggerSubscription.dispose()
    }
}
