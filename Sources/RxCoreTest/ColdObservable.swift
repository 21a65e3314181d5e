import RxCore

/// Sends its events to each subscriber at times relative to that subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let index = beginSubscription()
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            scheduled.insert(testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                observer.on(recorded.value)
                return Disposables.create()
            })
        }
        return Disposables.create { [weak self] in
            scheduled.dispose()
            self?.endSubscription(index)
        }
    }
}
