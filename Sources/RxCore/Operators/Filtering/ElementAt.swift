extension ObservableType {
    /// Emits only the element at `index` and completes; fails with
    /// `RxError.argumentOutOfRange` if the source completes before it.
    @inlinable public func element(at index: Int) -> Observable<Element> {
        if index < 0 { return .error(RxError.argumentOutOfRange) }
        return Observable.make(parameters: (asObservable(), index)) { parameters, observer in
            let sink = ElementAtSink(index: parameters.1, observer: observer)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

@usableFromInline final class ElementAtSink<Element>: Sink<Element> {
    @usableFromInline var remaining: Int  // touched only by `on`, which upstream calls serially

    @inlinable init(index: Int, observer: AnyObserver<Element>) {
        self.remaining = index
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if remaining == 0 {
                forwardOn(event)
                forwardOn(.completed)
            }
            remaining -= 1
        case .error:
            forwardOn(event)
        case .completed:
            forwardOn(.error(RxError.argumentOutOfRange))
        }
    }
}
