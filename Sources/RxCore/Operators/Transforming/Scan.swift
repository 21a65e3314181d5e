extension ObservableType {
    /// Emits each intermediate accumulation, mutating the accumulator in place.
    @inlinable public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        Observable.make(parameters: (asObservable(), seed, accumulator)) { parameters, observer in
            let sink = ScanSink(seed: parameters.1, accumulator: parameters.2, observer: observer)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }

    /// Emits each intermediate accumulation.
    @inlinable public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        scan(into: seed) { accumulated, element in accumulated = try accumulator(accumulated, element) }
    }
}

@usableFromInline final class ScanSink<Element, Accumulate>: Sink<Accumulate> {
    @usableFromInline var accumulated: Accumulate  // touched only by `on`, which upstream calls serially
    @usableFromInline let accumulator: (inout Accumulate, Element) throws -> Void

    @inlinable init(seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void,
                    observer: AnyObserver<Accumulate>) {
        self.accumulated = seed
        self.accumulator = accumulator
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            var value = accumulated
            do { try accumulator(&value, element) } catch {
                forwardOn(.error(error))
                return
            }
            accumulated = value
            forwardOn(.next(value))
        case .error(let error): forwardOn(.error(error))
        case .completed: forwardOn(.completed)
        }
    }
}
