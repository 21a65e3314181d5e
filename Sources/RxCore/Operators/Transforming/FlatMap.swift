extension ObservableType {
    /// Maps each element to a sequence and merges all of them.
    @inlinable public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element> {
        flatMap(maxConcurrent: Int.max, dropWhenBusy: false, selector)
    }

    /// Maps each element to a sequence, ignoring elements while the previous one runs.
    @inlinable public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element> {
        flatMap(maxConcurrent: 1, dropWhenBusy: true, selector)
    }

    /// Maps each element to a sequence and concatenates them in order.
    @inlinable public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element> {
        flatMap(maxConcurrent: 1, dropWhenBusy: false, selector)
    }
}
