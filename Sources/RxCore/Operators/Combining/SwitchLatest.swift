extension ObservableType where Element: ObservableConvertibleType {
    /// Forwards the elements of the most recent inner observable only, unsubscribing from the
    /// previous one whenever a new one arrives. Completes once the outer observable and the
    /// current inner observable have completed.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        switching { $0 }
    }
}
