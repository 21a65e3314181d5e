import RxCore

/// Sends its events at their absolute times whether or not anyone is subscribed; events
/// before a subscription are lost.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) { [weak self] in
                guard let self else { return }
                for key in self.observers.keys.sorted() {
                    self.observers[key]?.on(recorded.value)
                }
            }
        }
    }

    override func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let key = nextKey
        nextKey += 1
        observers[key] = observer
        let index = beginSubscription()
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.observers[key] = nil
            self.endSubscription(index)
        }
    }
}
