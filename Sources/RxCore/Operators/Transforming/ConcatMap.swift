extension ObservableType {
    /// Maps each element to a sequence and concatenates them in order.
    @inlinable public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element> {
        merging(maxConcurrent: 1, dropsWhenBusy: false, selector)
    }
}
