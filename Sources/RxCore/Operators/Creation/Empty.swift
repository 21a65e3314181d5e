extension ObservableType {
    /// Completes at once, with no elements.
    @inlinable public static func empty() -> Observable<Element> {
        Observable.make(parameters: ()) { _, observer in
            observer.on(.completed)
            return Disposables.create()
        }
    }
}
