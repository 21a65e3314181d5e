extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The sequence behind every `andThen`: this completable, then `second`. The completable's
    /// subscription (and so everything it holds) is released as soon as it has finished.
    @inlinable
    func then<Element>(_ second: Observable<Element>) -> Observable<Element> {
        Observable<Element>.make(parameters: (primitiveSequence.source, second)) { parameters, downstream in
            let (first, second) = parameters
            let sink = AndThenSink(second: second, observer: downstream)
            sink.firstSubscription.setDisposable(first.subscribe(AnyObserver { [sink] in sink.onFirst($0) }))
            sink.setUpstream(sink.secondSubscription)
            return sink
        }
    }
}

@usableFromInline final class AndThenSink<Element>: Sink<Element> {
    // Read and cleared only by the first sequence's stop event (delivered once).
    @usableFromInline var second: Observable<Element>?
    @usableFromInline let firstSubscription = SingleAssignmentDisposable()
    @usableFromInline let secondSubscription = SingleAssignmentDisposable()

    @inlinable init(second: Observable<Element>, observer: AnyObserver<Element>) {
        self.second = second
        super.init(observer: observer)
    }

    @inlinable func onFirst(_ event: Event<Swift.Never>) {
        switch event {
        case .error(let error):
            forwardOn(.error(error))
        case .completed:
            firstSubscription.dispose()
            guard let second else { return }
            self.second = nil
            secondSubscription.setDisposable(second.subscribe(AnyObserver { [self] in forwardOn($0) }))
        }
    }

    @inlinable override func disposeResources() {
        firstSubscription.dispose()
    }
}
