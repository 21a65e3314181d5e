extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// The elements of the most recent inner sequence; the result shares as the inner ones do.
    @inlinable
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.switchLatest())
    }
}
