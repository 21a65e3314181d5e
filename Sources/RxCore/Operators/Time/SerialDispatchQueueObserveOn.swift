/// `observe(on:)` over a serial dispatch queue scheduler (the main scheduler included). It
/// delivers as the general one does; it is a type of its own because RxSwift picks a dedicated
/// implementation there and counts its live instances
/// (`Resources.numberOfSerialDispatchQueueObservables`, debug builds), and so does this one.
@usableFromInline
final class SerialDispatchQueueObserveOn<Element>: Observable<Element> {
    @inlinable
    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        super.init(run: { _, downstream in
            let sink = ObserveOnSink(downstream: downstream, scheduler: scheduler)
            sink.setUpstream(source.subscribe(AnyObserver { [sink] in sink.enqueue($0) }))
            return sink
        })
        #if DEBUG
        Resources.incrementSerialDispatchQueueObservables()
        #endif
    }

    #if DEBUG
    deinit {
        Resources.decrementSerialDispatchQueueObservables()
    }
    #endif
}
