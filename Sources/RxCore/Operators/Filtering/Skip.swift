extension ObservableType {
    /// Drops the first `count` elements.
    @inlinable public func skip(_ count: Int) -> Observable<Element> {
        Observable.make(parameters: (asObservable(), count)) { parameters, observer in
            let sink = SkipCountSink(count: parameters.1, observer: observer)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

@usableFromInline final class SkipCountSink<Element>: Sink<Element> {
    @usableFromInline var remaining: Int  // touched only by `on`, which upstream calls serially

    @inlinable init(count: Int, observer: AnyObserver<Element>) {
        self.remaining = count
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        if case .next = event, remaining > 0 {
            remaining -= 1
            return
        }
        forwardOn(event)
    }
}
