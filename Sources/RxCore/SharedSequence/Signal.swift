/// Like `Driver`, but without replay: a late subscriber sees only later events. For one-off
/// events such as navigation.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// `Signal`'s strategy: `share(scope: .whileConnected)` (no replay) on the sharing scheduler.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// This sequence as a `Signal`.
    @inlinable
    public func asSignal() -> Signal<Element> { asSharedSequence() }
}

extension ObservableConvertibleType {
    /// A `Signal` of this observable: delivered on the main scheduler; an error becomes
    /// `onErrorJustReturn` and completion.
    @inlinable
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// A `Signal` of this observable: an error switches to `onErrorSignalWith`.
    @inlinable
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { _ in onErrorSignalWith.asObservable() })
    }

    /// A `Signal` of this observable: an error switches to the `Signal` `onErrorRecover` returns.
    @inlinable
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// This `Driver` as a `Signal`: the same events, without replay to later subscribers.
    @inlinable
    public func asSignal() -> Signal<Element> {
        Signal(asObservable())
    }
}
