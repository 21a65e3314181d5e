extension ObservableType {
    /// Pairs each element with `object` (held weakly); completes once `object` is gone.
    @inlinable public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        Observable.make(parameters: (asObservable(), WeakBox(obj), resultSelector)) { parameters, observer in
            let sink = WithUnretainedSink(object: parameters.1, resultSelector: parameters.2, observer: observer)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }

    /// Pairs each element with `object` (held weakly); completes once `object` is gone.
    @inlinable public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

@usableFromInline struct WeakBox<Object: AnyObject> {
    @usableFromInline weak var object: Object?
    @inlinable init(_ object: Object) { self.object = object }
}

@usableFromInline final class WithUnretainedSink<Object: AnyObject, Element, Out>: Sink<Out> {
    @usableFromInline let object: WeakBox<Object>
    @usableFromInline let resultSelector: (Object, Element) -> Out

    @inlinable init(object: WeakBox<Object>, resultSelector: @escaping (Object, Element) -> Out, observer: AnyObserver<Out>) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            guard let object = object.object else {
                forwardOn(.completed)
                return
            }
            forwardOn(.next(resultSelector(object, element)))
        case .error(let error): forwardOn(.error(error))
        case .completed: forwardOn(.completed)
        }
    }
}
