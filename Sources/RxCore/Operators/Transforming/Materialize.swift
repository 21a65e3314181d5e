extension ObservableType {
    /// Turns every event into an element; then completes.
    @inlinable public func materialize() -> Observable<Event<Element>> {
        Observable.make(parameters: asObservable()) { source, observer in
            let sink = MaterializeSink(observer: observer)
            sink.setUpstream(source.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

@usableFromInline final class MaterializeSink<Element>: Sink<Event<Element>> {
    @inlinable func on(_ event: Event<Element>) {
        forwardOn(.next(event))
        if event.isStopEvent { forwardOn(.completed) }
    }
}
