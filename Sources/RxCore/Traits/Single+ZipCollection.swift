extension PrimitiveSequence where Trait == SingleTrait {
    /// Succeeds with `resultSelector` of every source's element, in collection order, once all
    /// have succeeded; fails with the first error. An empty collection succeeds with
    /// `resultSelector([])`.
    @inlinable
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>.deferred { .just(try resultSelector([])) }
        }
        return PrimitiveSequence<Trait, Result>(
            raw: Observable<Result>.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector)
        )
    }

    /// Succeeds with every source's element, in collection order, once all have succeeded. An
    /// empty collection succeeds with `[]`.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty { return PrimitiveSequence<Trait, [Element]>.just([]) }
        return PrimitiveSequence<Trait, [Element]>(raw: Observable<Element>.zip(collection.map { $0.asObservable() }))
    }
}
