extension ObservableType {
    /// Drops elements while `predicate` holds, then emits all the rest.
    @inlinable public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable.make(parameters: (asObservable(), predicate)) { parameters, observer in
            let sink = SkipWhileSink(predicate: parameters.1, observer: observer)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

@usableFromInline final class SkipWhileSink<Element>: Sink<Element> {
    @usableFromInline let predicate: (Element) throws -> Bool
    @usableFromInline var skipping = true  // touched only by `on`, which upstream calls serially

    @inlinable init(predicate: @escaping (Element) throws -> Bool, observer: AnyObserver<Element>) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        if case .next(let element) = event, skipping {
            do { skipping = try predicate(element) } catch {
                forwardOn(.error(error))
                return
            }
            if skipping { return }
        }
        forwardOn(event)
    }
}
