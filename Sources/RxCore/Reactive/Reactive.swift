/// The `.rx` namespace of a base object: reactive extensions of a type are written as
/// `extension Reactive where Base: SomeType { ... }`, as in RxSwift.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The object the extensions act on.
    public let base: Base

    public init(_ base: Base) {
        self.base = base
    }

    /// Any writable property of a class as a `Binder`, e.g. `view.rx.title` for `view.title`.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
    where Base: AnyObject {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
}
