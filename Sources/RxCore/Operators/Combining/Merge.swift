extension ObservableType {
    /// Forwards the elements of every source as they arrive; errors at the first error and
    /// completes when all sources have completed.
    @inlinable
    public static func merge<Collection: Swift.Collection>(
        _ sources: Collection
    ) -> Observable<Element> where Collection.Element == Observable<Element> {
        Observable<Element>.make(parameters: Array(sources)) { sources, observer in
            let sink = MergeSink<Observable<Element>, Observable<Element>>(
                selector: { $0 }, maxConcurrent: Int.max, dropsWhenBusy: false, observer: observer)
            sink.subscribe(toAll: sources)
            return sink
        }
    }

    /// Merges an array of sources; see `merge(_:)` over a collection.
    @inlinable
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable<Element>.merge(sources[...])
    }

    /// Merges the given sources; see `merge(_:)` over a collection.
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable<Element>.merge(sources[...])
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every inner observable as it arrives and forwards all their elements.
    @inlinable
    public func merge() -> Observable<Element.Element> {
        merging(maxConcurrent: Int.max, dropsWhenBusy: false) { $0 }
    }

    /// Like `merge()`, but with at most `maxConcurrent` inner subscriptions at once; later inner
    /// observables wait in arrival order.
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        merging(maxConcurrent: maxConcurrent, dropsWhenBusy: false) { $0 }
    }
}
