extension ObservableType {
    /// A `Single` of the first element, or of `nil` when the source completes empty; it
    /// unsubscribes from the source after the first element.
    @inlinable public func first() -> Single<Element?> {
        Single(raw: Observable<Element?>.make(parameters: asObservable()) { source, observer in
            let sink = FirstElementSink(observer: observer)
            sink.setUpstream(source.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        })
    }
}

@usableFromInline final class FirstElementSink<Element>: Sink<Element?> {
    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            forwardOn(.next(element))
            forwardOn(.completed)
        case .error(let error):
            forwardOn(.error(error))
        case .completed:
            forwardOn(.next(nil))
            forwardOn(.completed)
        }
    }
}
