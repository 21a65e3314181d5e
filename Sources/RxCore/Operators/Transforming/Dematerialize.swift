extension ObservableType where Element: EventConvertible {
    /// Turns materialized events back into events.
    @inlinable public func dematerialize() -> Observable<Element.Element> {
        Observable.make(parameters: asObservable()) { source, observer in
            let sink = DematerializeSink<Element>(observer: observer)
            sink.setUpstream(source.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

@usableFromInline final class DematerializeSink<Source: EventConvertible>: Sink<Source.Element> {
    @inlinable func on(_ event: Event<Source>) {
        switch event {
        case .next(let element): forwardOn(element.event)
        case .error(let error): forwardOn(.error(error))
        case .completed: forwardOn(.completed)
        }
    }
}
