extension PrimitiveSequence {
    /// Calls `observableFactory` on each subscription and subscribes to the sequence it returns;
    /// a throwing factory fails the subscription.
    @inlinable
    public static func deferred(
        _ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.deferred { try observableFactory().asObservable() })
    }
}
