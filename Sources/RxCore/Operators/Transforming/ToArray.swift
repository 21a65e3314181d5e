extension ObservableType {
    /// All elements as one array, succeeding when the source completes.
    @inlinable public func toArray() -> Single<[Element]> {
        Single(raw: reduce(into: [Element]()) { $0.append($1) })
    }
}
