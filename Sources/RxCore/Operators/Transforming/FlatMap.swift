extension ObservableType {
    /// Maps each element to a sequence and merges all of them.
    @inlinable public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element> {
        merging(maxConcurrent: Int.max, dropsWhenBusy: false, selector)
    }
}
