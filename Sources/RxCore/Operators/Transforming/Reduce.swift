extension ObservableType {
    /// Accumulates all elements and emits `mapResult` of the final value on completion.
    @inlinable public func reduce<A, Result>(_ seed: A, accumulator: @escaping (A, Element) throws -> A,
                                             mapResult: @escaping (A) throws -> Result) -> Observable<Result> {
        Observable.make(parameters: (asObservable(), seed, accumulator, mapResult)) { parameters, observer in
            let sink = ReduceSink(seed: parameters.1, accumulator: parameters.2, mapResult: parameters.3, observer: observer)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }

    /// Accumulates all elements and emits the final value on completion.
    @inlinable public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }

    /// Accumulates all elements in place and emits the final value on completion.
    @inlinable public func reduce<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        reduce(seed, accumulator: { value, element in
            var value = value
            try accumulator(&value, element)
            return value
        })
    }
}

@usableFromInline final class ReduceSink<Element, Accumulate, Result>: Sink<Result> {
    @usableFromInline var accumulated: Accumulate  // touched only by `on`, which upstream calls serially
    @usableFromInline let accumulator: (Accumulate, Element) throws -> Accumulate
    @usableFromInline let mapResult: (Accumulate) throws -> Result

    @inlinable init(seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
                    mapResult: @escaping (Accumulate) throws -> Result, observer: AnyObserver<Result>) {
        self.accumulated = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do { accumulated = try accumulator(accumulated, element) } catch { forwardOn(.error(error)) }
        case .error(let error):
            forwardOn(.error(error))
        case .completed:
            do {
                let result = try mapResult(accumulated)
                forwardOn(.next(result))
                forwardOn(.completed)
            } catch {
                forwardOn(.error(error))
            }
        }
    }
}
