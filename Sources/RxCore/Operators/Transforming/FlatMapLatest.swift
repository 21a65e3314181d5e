extension ObservableType {
    /// Maps each element to a sequence and mirrors only the most recent one.
    @inlinable public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element> {
        switching(selector)
    }
}
