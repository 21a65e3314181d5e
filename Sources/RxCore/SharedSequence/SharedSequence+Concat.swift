extension SharedSequence {
    /// The elements of each sequence in turn, each after the previous one completed.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element>
        where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable<Element>.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// The elements of each sequence in turn, each after the previous one completed.
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, Element>
        where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable<Element>.concat(collection.map { $0.asObservable() }))
    }
}
