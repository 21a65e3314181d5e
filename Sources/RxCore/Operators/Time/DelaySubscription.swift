extension ObservableType {
    /// Subscribes to the source only after `dueTime`; disposing before then cancels it.
    @inlinable
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Observable<Element>.make(parameters: (asObservable(), dueTime, scheduler)) { parameters, observer in
            let (source, dueTime, scheduler) = parameters
            let sink = ForwardingSink(observer: observer)
            let subscription = SingleAssignmentDisposable()
            let timer = scheduler.scheduleRelative((), dueTime: dueTime) { [sink] _ in
                subscription.setDisposable(source.subscribe(AnyObserver(eventHandler: sink.on)))
                return Disposables.create()
            }
            sink.setUpstream(Disposables.create(timer, subscription))
            return sink
        }
    }
}
