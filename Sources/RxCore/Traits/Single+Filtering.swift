extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The element if it satisfies `predicate`, otherwise an empty `Maybe`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// The transformed element, or an empty `Maybe` when `transform` returns nil.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }
}
