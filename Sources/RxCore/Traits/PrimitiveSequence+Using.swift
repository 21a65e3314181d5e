extension PrimitiveSequence {
    /// Creates a resource for each subscription, subscribes to the sequence built from it, and
    /// disposes the resource with the subscription.
    @inlinable
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.using(resourceFactory) { try primitiveSequenceFactory($0).asObservable() })
    }
}
