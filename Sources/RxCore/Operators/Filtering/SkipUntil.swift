extension ObservableType {
    /// Drops elements until `other` emits an element.
    @inlinable public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        gated(by: other.asObservable(), skipping: true)
    }
}
