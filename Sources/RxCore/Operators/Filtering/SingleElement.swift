extension ObservableType {
    /// Forwards the only element and completes; fails with `RxError.noElements` when the source
    /// completes empty, or `RxError.moreThanOneElement` at a second element.
    @inlinable public func single() -> Observable<Element> {
        singleElement(matching: nil)
    }

    /// `single()` over the elements matching `predicate`; a throwing predicate fails it.
    @inlinable public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        singleElement(matching: predicate)
    }

    @inlinable func singleElement(matching predicate: ((Element) throws -> Bool)?) -> Observable<Element> {
        Observable.make(parameters: (asObservable(), predicate)) { parameters, observer in
            let sink = SingleElementSink(predicate: parameters.1, observer: observer)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

@usableFromInline final class SingleElementSink<Element>: Sink<Element> {
    @usableFromInline let predicate: ((Element) throws -> Bool)?
    @usableFromInline var seen = false  // touched only by `on`, which upstream calls serially

    @inlinable init(predicate: ((Element) throws -> Bool)?, observer: AnyObserver<Element>) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                if let predicate, try !predicate(element) { return }
            } catch {
                forwardOn(.error(error))
                return
            }
            if seen {
                forwardOn(.error(RxError.moreThanOneElement))
                return
            }
            seen = true
            forwardOn(event)
        case .error:
            forwardOn(event)
        case .completed:
            forwardOn(seen ? .completed : .error(RxError.noElements))
        }
    }
}
