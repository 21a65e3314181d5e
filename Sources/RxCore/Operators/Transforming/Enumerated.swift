extension ObservableType {
    /// Pairs each element with its index.
    @inlinable public func enumerated() -> Observable<(index: Int, element: Element)> {
        scan(into: (index: -1, element: Element?.none)) { state, element in
            state = (state.index + 1, element)
        }
        .compactMap { state in state.element.map { (index: state.index, element: $0) } }
    }
}
