extension ControlEvent {
    /// The events as a `Driver` (a control event never errors, so there is nothing to recover).
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorDriveWith: .empty())
    }
}
