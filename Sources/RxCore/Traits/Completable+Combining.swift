// Completable's static combinators. A Completable has no elements, so `zip` and `merge` mean the
// same: complete when every source has completed, fail at the first error.

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Completes when all `sources` have completed; fails at the first error.
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        merge(sources)
    }

    /// Completes when all `sources` have completed; fails at the first error.
    @inlinable
    public static func zip(_ sources: [Completable]) -> Completable {
        merge(sources[...])
    }

    /// Completes when all `sources` have completed; fails at the first error.
    @inlinable
    public static func zip(_ sources: Completable...) -> Completable {
        merge(sources[...])
    }

    /// Runs all `sources` at once; completes when all have completed, fails at the first error.
    @inlinable
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable<Swift.Never>.merge(sources.map { $0.asObservable() }))
    }

    /// Runs all `sources` at once; completes when all have completed, fails at the first error.
    @inlinable
    public static func merge(_ sources: [Completable]) -> Completable {
        merge(sources[...])
    }

    /// Runs all `sources` at once; completes when all have completed, fails at the first error.
    @inlinable
    public static func merge(_ sources: Completable...) -> Completable {
        merge(sources[...])
    }

    /// Runs `sources` one after another; completes after the last, fails at the first error.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable<Swift.Never>.concat(sequence.map { $0.asObservable() }))
    }

    /// Runs `sources` one after another; completes after the last, fails at the first error.
    @inlinable
    public static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }

    /// Completes after this completable and then `second` have completed.
    @inlinable
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }
}
