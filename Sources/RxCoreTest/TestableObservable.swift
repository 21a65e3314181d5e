import RxCore

/// An observable that replays recorded events in virtual time and records its subscriptions.
public class TestableObservable<Element>: ObservableType {
    public let testScheduler: TestScheduler

    /// The events it sends.
    public let recordedEvents: [Recorded<Event<Element>>]

    /// Every subscription so far.
    public internal(set) var subscriptions: [Subscription] = []

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribe(AnyObserver(observer))
    }

    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        Disposables.create()
    }

    /// Records a subscription now; returns its index so `endSubscription` can close it.
    func beginSubscription() -> Int {
        subscriptions.append(Subscription(testScheduler.clock))
        return subscriptions.count - 1
    }

    func endSubscription(_ index: Int) {
        subscriptions[index] = Subscription(subscriptions[index].subscribe, testScheduler.clock)
    }
}
