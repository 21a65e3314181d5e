extension ObservableType {
    /// Transforms each element; a throwing `transform` ends the sequence with its error.
    @inlinable public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Observable.make(parameters: (asObservable(), transform)) { parameters, observer in
            let sink = MapSink(transform: parameters.1, observer: observer)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

@usableFromInline final class MapSink<Source, Result>: Sink<Result> {
    @usableFromInline let transform: (Source) throws -> Result

    @inlinable init(transform: @escaping (Source) throws -> Result, observer: AnyObserver<Result>) {
        self.transform = transform
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                forwardOn(.next(try transform(element)))
            } catch {
                forwardOn(.error(error))
            }
        case .error(let error):
            forwardOn(.error(error))
        case .completed:
            forwardOn(.completed)
        }
    }
}
