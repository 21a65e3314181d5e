extension ObservableConvertibleType {
    /// A `SharedSequence` of strategy `S` over this observable: delivered on `S.scheduler`; an
    /// error becomes `onErrorJustReturn` and completion.
    @inlinable
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorJustReturn: Element) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// A `SharedSequence` of strategy `S`: an error switches to `onErrorDriveWith`.
    @inlinable
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// A `SharedSequence` of strategy `S`: an error switches to the sequence `onErrorRecover` returns.
    @inlinable
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self,
                                    onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}
