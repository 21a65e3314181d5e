/// The shared disposable that does nothing.
@usableFromInline final class NopDisposable: Disposable, Sendable {
    @usableFromInline static let noOp = NopDisposable()
    @inlinable init() {}
    @inlinable func dispose() {}
}
