extension InfallibleType {
    /// This infallible sequence as a `Driver`: delivered on the main scheduler (it cannot fail,
    /// so no recovery is needed).
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
