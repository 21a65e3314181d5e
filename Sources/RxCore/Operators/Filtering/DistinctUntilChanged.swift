extension ObservableType where Element: Equatable {
    /// Drops elements equal to the previous one.
    @inlinable public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    }
}

extension ObservableType {
    /// Drops elements whose key equals the previous element's key.
    @inlinable public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops elements that `comparer` says equal the previous one.
    @inlinable public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops elements whose property at `keyPath` equals the previous element's.
    @inlinable public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
    }

    /// Drops elements whose key `comparer` says equals the previous element's key.
    @inlinable public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) throws -> Key,
                                                     comparer: @escaping (Key, Key) throws -> Bool) -> Observable<Element> {
        Observable.make(parameters: (asObservable(), keySelector, comparer)) { parameters, observer in
            let sink = DistinctUntilChangedSink(keySelector: parameters.1, comparer: parameters.2, observer: observer)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

@usableFromInline final class DistinctUntilChangedSink<Element, Key>: Sink<Element> {
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let comparer: (Key, Key) throws -> Bool
    @usableFromInline var lastKey: Key?  // touched only by `on`, which upstream calls serially

    @inlinable init(keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool,
                    observer: AnyObserver<Element>) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                let key = try keySelector(element)
                if let lastKey, try comparer(lastKey, key) { return }
                lastKey = key
                forwardOn(event)
            } catch {
                forwardOn(.error(error))
            }
        case .error, .completed:
            forwardOn(event)
        }
    }
}
