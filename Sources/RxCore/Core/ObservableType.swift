/// A push-based sequence: `subscribe` connects an observer and returns how to cancel.
public protocol ObservableType: ObservableConvertibleType {
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// Wraps any `ObservableType` into an `Observable` (an `Observable` returns itself). As in
    /// RxSwift, the wrapper releases the wrapped subscription as soon as a stop event passes.
    @inlinable public func asObservable() -> Observable<Element> {
        if let observable = self as? Observable<Element> { return observable }
        return Observable<Element>.make(parameters: self) { source, observer in
            let sink = ForwardingSink(observer: observer)
            sink.setUpstream(source.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}
