extension ObservableType {
    /// Never sends any event.
    @inlinable public static func never() -> Observable<Element> {
        Observable.make(parameters: ()) { _, _ in Disposables.create() }
    }
}
