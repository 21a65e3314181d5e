import Synchronization

/// Only records that it was disposed.
public final class BooleanDisposable: Cancelable, Sendable {
    /// An already disposed instance.
    public static let booleanDisposableTrue = BooleanDisposable(isDisposed: true)

    private let disposed: Atomic<Bool>

    public init() { disposed = Atomic(false) }
    public init(isDisposed: Bool) { disposed = Atomic(isDisposed) }

    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    public func dispose() { disposed.store(true, ordering: .releasing) }
}
