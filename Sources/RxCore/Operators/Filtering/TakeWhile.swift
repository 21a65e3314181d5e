extension ObservableType {
    /// Emits elements while `predicate` holds, then completes.
    @inlinable public func take(while predicate: @escaping (Element) throws -> Bool,
                                behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        takeUntilPredicate(behavior: behavior) { try !predicate($0) }
    }

    /// Emits elements until `predicate` holds, then completes.
    @inlinable public func take(until predicate: @escaping (Element) throws -> Bool,
                                behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        takeUntilPredicate(behavior: behavior, predicate)
    }

    @inlinable func takeUntilPredicate(behavior: TakeBehavior, _ stop: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable.make(parameters: (asObservable(), stop, behavior)) { parameters, observer in
            let sink = TakeUntilPredicateSink(stop: parameters.1, behavior: parameters.2, observer: observer)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

@usableFromInline final class TakeUntilPredicateSink<Element>: Sink<Element> {
    @usableFromInline let stop: (Element) throws -> Bool
    @usableFromInline let behavior: TakeBehavior

    @inlinable init(stop: @escaping (Element) throws -> Bool, behavior: TakeBehavior, observer: AnyObserver<Element>) {
        self.stop = stop
        self.behavior = behavior
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                if try stop(element) {
                    if behavior == .inclusive { forwardOn(event) }
                    forwardOn(.completed)
                } else {
                    forwardOn(event)
                }
            } catch {
                forwardOn(.error(error))
            }
        case .error, .completed:
            forwardOn(event)
        }
    }
}
