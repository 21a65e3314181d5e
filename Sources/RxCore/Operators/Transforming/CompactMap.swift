extension ObservableType {
    /// Transforms each element and drops the `nil` results.
    @inlinable public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        Observable.make(parameters: (asObservable(), transform)) { parameters, observer in
            let sink = CompactMapSink(transform: parameters.1, observer: observer)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

@usableFromInline final class CompactMapSink<Source, Result>: Sink<Result> {
    @usableFromInline let transform: (Source) throws -> Result?

    @inlinable init(transform: @escaping (Source) throws -> Result?, observer: AnyObserver<Result>) {
        self.transform = transform
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                if let result = try transform(element) { forwardOn(.next(result)) }
            } catch {
                forwardOn(.error(error))
            }
        case .error(let error): forwardOn(.error(error))
        case .completed: forwardOn(.completed)
        }
    }
}
