extension ObservableType {
    /// The given elements, then completion, emitted on `scheduler`.
    @inlinable public static func of(_ elements: Element...,
                                     scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        from(elements, scheduler: scheduler)
    }

    /// The array's elements, then completion, emitted on `scheduler`.
    @inlinable public static func from(_ array: [Element],
                                       scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        from(sequence: array, scheduler: scheduler)
    }

    /// The sequence's elements, then completion, emitted on `scheduler`.
    @inlinable public static func from<Source: Sequence>(_ sequence: Source,
                                                         scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
    -> Observable<Element> where Source.Element == Element {
        from(sequence: sequence, scheduler: scheduler)
    }

    /// The optional's value (if any), then completion.
    @inlinable public static func from(optional: Element?) -> Observable<Element> {
        Observable.make(parameters: optional) { optional, observer in
            if let element = optional { observer.on(.next(element)) }
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// The optional's value (if any), then completion, emitted on `scheduler`.
    @inlinable public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable.make(parameters: (optional, scheduler)) { parameters, observer in
            let (optional, scheduler) = parameters
            let sink = ForwardingSink(observer: observer)
            sink.setUpstream(scheduler.schedule(optional) { optional in
                guard let element = optional else {
                    sink.on(.completed)
                    return Disposables.create()
                }
                sink.on(.next(element))
                // The completion is a second scheduled action, as in RxSwift (one tick later
                // on a TestScheduler).
                return scheduler.schedule(()) { _ in
                    sink.on(.completed)
                    return Disposables.create()
                }
            })
            return sink
        }
    }

    @inlinable static func from<Source: Sequence>(sequence: Source, scheduler: ImmediateSchedulerType)
    -> Observable<Element> where Source.Element == Element {
        Observable.make(parameters: (sequence, scheduler)) { parameters, observer in
            let sink = ForwardingSink(observer: observer)
            var iterator = parameters.0.makeIterator()
            sink.setUpstream(parameters.1.scheduleRecursive(()) { _, recurse in
                if sink.isDisposed { return }
                if let element = iterator.next() {
                    sink.on(.next(element))
                    recurse(())
                } else {
                    sink.on(.completed)
                }
            })
            return sink
        }
    }
}
