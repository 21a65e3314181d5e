extension ObservableType {
    /// Emits elements for `duration`, then completes.
    @inlinable public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeGated(duration, skipping: false, scheduler: scheduler)
    }

    /// Emits elements for `duration`, then completes (RxSwift's older spelling).
    @inlinable public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeGated(duration, skipping: false, scheduler: scheduler)
    }

    /// Drops the elements emitted during the first `duration`.
    @inlinable public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeGated(duration, skipping: true, scheduler: scheduler)
    }

    @inlinable func timeGated(_ duration: RxTimeInterval, skipping: Bool, scheduler: SchedulerType) -> Observable<Element> {
        Observable.make(parameters: (asObservable(), duration, skipping, scheduler)) { parameters, observer in
            let sink = GateSink<Element, Int>(skipping: parameters.2, completesWhileClosed: true, observer: observer)
            let timer = Observable<Int>.timer(parameters.1, scheduler: parameters.3)
            sink.otherSubscription.setDisposable(timer.subscribe(AnyObserver(eventHandler: sink.otherOn)))
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}
