/// A resource that can be released, e.g. a subscription.
public protocol Disposable {
    func dispose()
}

/// A disposable that knows whether it has been disposed.
public protocol Cancelable: Disposable {
    var isDisposed: Bool { get }
}

extension Disposable {
    /// Adds `self` to `bag`, to be disposed with it.
    @inlinable public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
