extension ObservableType {
    /// Emits `elements` first, then the source's events.
    @inlinable public func startWith(_ elements: Element ...) -> Observable<Element> {
        Observable.make(parameters: (asObservable(), elements)) { parameters, observer in
            for element in parameters.1 { observer.on(.next(element)) }
            return parameters.0.subscribe(observer)
        }
    }
}
