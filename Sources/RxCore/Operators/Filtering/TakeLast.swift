extension ObservableType {
    /// On completion, emits the last `count` elements.
    @inlinable public func takeLast(_ count: Int) -> Observable<Element> {
        Observable.make(parameters: (asObservable(), count)) { parameters, observer in
            let sink = TakeLastSink(count: parameters.1, observer: observer)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

@usableFromInline final class TakeLastSink<Element>: Sink<Element> {
    @usableFromInline let count: Int
    @usableFromInline var last = FIFOQueue<Element>()  // touched only by `on`, which upstream calls serially

    @inlinable init(count: Int, observer: AnyObserver<Element>) {
        self.count = count
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            guard count > 0 else { return }
            if last.count == count { _ = last.popFirst() }
            last.append(element)
        case .error:
            forwardOn(event)
        case .completed:
            var elements = last
            last = FIFOQueue()
            while let element = elements.popFirst() { forwardOn(.next(element)) }
            forwardOn(.completed)
        }
    }
}
