extension ObservableType {
    /// One element, then completion, delivered synchronously on subscribe.
    @inlinable public static func just(_ element: Element) -> Observable<Element> {
        Observable.make(parameters: element) { element, observer in
            observer.on(.next(element))
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// One element, then completion, delivered on `scheduler`.
    @inlinable public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable.make(parameters: (element, scheduler)) { parameters, observer in
            parameters.1.schedule(parameters.0) { element in
                observer.on(.next(element))
                observer.on(.completed)
                return Disposables.create()
            }
        }
    }
}
