extension ObservableType {
    /// Subscribes to the sources of `sequence` one after another, moving on to the next when one
    /// fails: completes when a source completes, and fails with the last error when every source
    /// failed. An empty sequence completes at once. The sequence is iterated lazily, once per
    /// subscription.
    @inlinable
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Observable<Element>.deferred {
            var sources = sequence.makeIterator()
            // Each failed source hands over to the next one through `catch`.
            func continuation(after error: Swift.Error?) -> Observable<Element> {
                guard let source = sources.next() else {
                    if let error { return Observable<Element>.error(error) }
                    return Observable<Element>.empty()
                }
                return source.catch { continuation(after: $0) }
            }
            return continuation(after: nil)
        }
    }
}
