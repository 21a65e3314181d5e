extension ObservableType {
    /// Emits elements for `duration`, then completes.
    @inlinable public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeGated(duration, skipping: false, scheduler: scheduler)
    }

    /// Emits elements for `duration`, then completes (RxSwift's older spelling).
    @inlinable public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeGated(duration, skipping: false, scheduler: scheduler)
    }
}
