/// An observable with a narrower contract, named by `Trait` (`Single`, `Maybe`, `Completable`).
/// It wraps an `Observable` that is known to respect that contract.
public struct PrimitiveSequence<Trait, Element> {
    @usableFromInline let source: Observable<Element>

    @inlinable
    init(raw: Observable<Element>) {
        self.source = raw
    }
}

/// Anything that can present itself as a `PrimitiveSequence`.
public protocol PrimitiveSequenceType {
    associatedtype Trait
    associatedtype Element

    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    @inlinable public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    @inlinable public func asObservable() -> Observable<Element> { source }
}
