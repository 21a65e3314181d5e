extension ObservableConvertibleType {
    /// This observable as an `Infallible`: an error becomes `element` followed by completion.
    @inlinable
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// This observable as an `Infallible`: an error switches to `infallible`.
    @inlinable
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// This observable as an `Infallible`: an error switches to what `onErrorRecover` returns.
    @inlinable
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
