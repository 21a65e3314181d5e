extension ObservableType {
    /// Drops the elements emitted during the first `duration`.
    @inlinable public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeGated(duration, skipping: true, scheduler: scheduler)
    }
}
