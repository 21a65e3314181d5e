extension ObservableType {
    /// Drops every element, keeping only the stop event.
    @inlinable public func ignoreElements() -> Observable<Never> {
        Observable.make(parameters: asObservable()) { source, observer in
            let sink = IgnoreElementsSink<Element>(observer: observer)
            sink.setUpstream(source.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

@usableFromInline final class IgnoreElementsSink<Element>: Sink<Never> {
    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next: break
        case .error(let error): forwardOn(.error(error))
        case .completed: forwardOn(.completed)
        }
    }
}
