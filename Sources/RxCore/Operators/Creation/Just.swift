extension ObservableType {
    /// One element, then completion, delivered synchronously on subscribe.
    @inlinable public static func just(_ element: Element) -> Observable<Element> {
        Observable.make(parameters: element) { element, observer in
            observer.on(.next(element))
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// One element, then completion, delivered on `scheduler` as two scheduled actions (RxSwift's
    /// timing: a tick apart on a `TestScheduler`).
    @inlinable public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        from(optional: .some(element), scheduler: scheduler)
    }
}
