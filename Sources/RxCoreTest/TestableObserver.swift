import RxCore

/// Records every event it receives with the scheduler's virtual time.
public final class TestableObserver<Element>: ObserverType {
    public let scheduler: TestScheduler

    /// The events received so far.
    public fileprivate(set) var events = [Recorded<Event<Element>>]()

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
