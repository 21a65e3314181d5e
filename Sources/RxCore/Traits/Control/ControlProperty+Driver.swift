extension ControlProperty {
    /// The values as a `Driver` (a control property never errors, so there is nothing to recover).
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorDriveWith: .empty())
    }
}
