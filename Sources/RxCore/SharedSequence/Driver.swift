/// Delivers on the main scheduler, never fails, and replays its latest element to new
/// subscribers while connected: the output type of view models.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// `Driver`'s strategy: `share(replay: 1, scope: .whileConnected)` on the sharing scheduler.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// This sequence as a `Driver`.
    @inlinable
    public func asDriver() -> Driver<Element> { asSharedSequence() }
}

extension ObservableConvertibleType {
    /// A `Driver` of this observable: delivered on the main scheduler; an error becomes
    /// `onErrorJustReturn` and completion.
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// A `Driver` of this observable: an error switches to `onErrorDriveWith`.
    @inlinable
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// A `Driver` of this observable: an error switches to the `Driver` `onErrorRecover` returns.
    @inlinable
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}
