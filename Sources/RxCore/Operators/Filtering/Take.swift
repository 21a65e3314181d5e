extension ObservableType {
    /// Emits the first `count` elements, then completes.
    @inlinable public func take(_ count: Int) -> Observable<Element> {
        if count <= 0 { return .empty() }
        return Observable.make(parameters: (asObservable(), count)) { parameters, observer in
            let sink = TakeCountSink(count: parameters.1, observer: observer)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

@usableFromInline final class TakeCountSink<Element>: Sink<Element> {
    @usableFromInline var remaining: Int  // touched only by `on`, which upstream calls serially

    @inlinable init(count: Int, observer: AnyObserver<Element>) {
        self.remaining = count
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next:
            guard remaining > 0 else { return }
            remaining -= 1
            forwardOn(event)
            if remaining == 0 { forwardOn(.completed) }
        case .error, .completed:
            forwardOn(event)
        }
    }
}
