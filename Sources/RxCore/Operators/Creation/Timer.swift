extension ObservableType where Element: FixedWidthInteger {
    /// Emits 0 after `dueTime`, then (with a `period`) 1, 2, … every `period`;
    /// without a period it completes after the first element.
    @inlinable public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil,
                                        scheduler: SchedulerType) -> Observable<Element> {
        Observable.make(parameters: (dueTime, period, scheduler)) { parameters, observer in
            let sink = ForwardingSink(observer: observer)
            if let period = parameters.1 {
                sink.setUpstream(parameters.2.schedulePeriodic(Element.zero, startAfter: parameters.0, period: period) { count in
                    sink.on(.next(count))
                    return count &+ 1
                })
            } else {
                sink.setUpstream(parameters.2.scheduleRelative((), dueTime: parameters.0) { _ in
                    sink.on(.next(Element.zero))
                    sink.on(.completed)
                    return Disposables.create()
                })
            }
            return sink
        }
    }

    /// Emits 0, 1, 2, … every `period`.
    @inlinable public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }
}
