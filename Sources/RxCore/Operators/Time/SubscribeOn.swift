extension ObservableType {
    /// Subscribes to (and later disposes) the source on `scheduler`; events are delivered on
    /// whatever thread the source uses.
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // The source itself, not its `asObservable()` wrapper: its subscription then ends only
        // through the scheduled disposal, one scheduler step after a stop event (RxSwift).
        Observable<Element>.make(parameters: (self, scheduler)) { parameters, downstream in
            let (source, scheduler) = parameters
            let sink = ForwardingSink(observer: downstream)
            let subscription = SingleAssignmentDisposable()
            let scheduled = scheduler.schedule(()) { [sink] _ in
                subscription.setDisposable(source.subscribe(AnyObserver(eventHandler: sink.on)))
                return Disposables.create()
            }
            sink.setUpstream(Disposables.create(scheduled, ScheduledDisposable(scheduler: scheduler, disposable: subscription)))
            return sink
        }
    }
}
