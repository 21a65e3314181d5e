extension BehaviorRelay {
    /// The relay as a `Driver`: replays the current value, delivered on the main scheduler.
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// The relay as a `Signal`, delivered on the main scheduler.
    @inlinable
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }

    /// The relay as a `Driver`, delivered on the main scheduler.
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension ReplayRelay {
    /// The relay as a `Driver`, delivered on the main scheduler.
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }

    /// The relay as a `Signal`, delivered on the main scheduler.
    @inlinable
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
