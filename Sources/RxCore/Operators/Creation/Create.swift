extension ObservableType {
    /// An observable whose subscription runs `subscribe`. The observer it receives keeps
    /// the grammar: nothing is delivered after a stop event or after disposal.
    @inlinable public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Observable.make(parameters: subscribe) { subscribe, observer in
            let sink = ForwardingSink(observer: observer)
            sink.setUpstream(subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

