extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// The elements of every inner sequence as they arrive; the result shares as the inner ones do.
    @inlinable
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge())
    }

    /// Like `merge()`, with at most `maxConcurrent` inner sequences subscribed at once.
    @inlinable
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge(maxConcurrent: maxConcurrent))
    }
}
