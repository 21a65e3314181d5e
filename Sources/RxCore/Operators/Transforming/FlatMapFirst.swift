extension ObservableType {
    /// Maps each element to a sequence, ignoring elements while the previous one runs.
    @inlinable public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element> {
        merging(maxConcurrent: 1, dropsWhenBusy: true, selector)
    }
}
