extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Continues with the `Maybe` that `selector` returns for the element.
    @inlinable
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// Continues with the `Completable` that `selector` returns for the element.
    @inlinable
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }
}
