extension ObservableType {
    /// Keeps the elements that satisfy `predicate`; a throwing predicate ends the sequence.
    @inlinable public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable.make(parameters: (asObservable(), predicate)) { parameters, observer in
            let sink = FilterSink(predicate: parameters.1, observer: observer)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

@usableFromInline final class FilterSink<Element>: Sink<Element> {
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable init(predicate: @escaping (Element) throws -> Bool, observer: AnyObserver<Element>) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                if try predicate(element) { forwardOn(event) }
            } catch {
                forwardOn(.error(error))
            }
        case .error, .completed:
            forwardOn(event)
        }
    }
}
