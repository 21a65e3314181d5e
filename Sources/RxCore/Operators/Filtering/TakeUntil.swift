extension ObservableType {
    /// Emits elements until `other` emits an element, then completes.
    @inlinable public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        gated(by: other.asObservable(), skipping: false)
    }
}
