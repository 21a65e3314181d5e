extension ObservableType {
    /// Calls `observableFactory` on each subscription and subscribes to its result; a
    /// throwing factory fails the subscription.
    @inlinable public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Observable.make(parameters: observableFactory) { factory, observer in
            do {
                return try factory().subscribe(observer)
            } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
        }
    }
}
