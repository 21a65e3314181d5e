/// A push-based sequence: `subscribe` connects an observer and returns how to cancel.
public protocol ObservableType: ObservableConvertibleType {
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// Wraps any `ObservableType` into an `Observable` (an `Observable` returns itself).
    @inlinable public func asObservable() -> Observable<Element> {
        if let observable = self as? Observable<Element> { return observable }
        return Observable<Element>.make(parameters: self) { source, observer in
            source.subscribe(observer)
        }
    }
}
