extension ObservableType {
    /// Fails at once with `error`.
    @inlinable public static func error(_ error: Swift.Error) -> Observable<Element> {
        Observable.make(parameters: error) { error, observer in
            observer.on(.error(error))
            return Disposables.create()
        }
    }
}
