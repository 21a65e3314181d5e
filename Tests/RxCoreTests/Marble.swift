import RxCore
import RxCoreTest

/// Runs `operation` over a hot observable of `events` with the default start times and
/// returns what was observed plus the source's subscriptions.
func marble<T, R>(
    _ events: [Recorded<Event<T>>], disposed: TestTime = 1000,
    _ operation: @escaping (Observable<T>, TestScheduler) -> Observable<R>
) -> (events: [Recorded<Event<R>>], subscriptions: [Subscription]) {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable(events)
    let observer = scheduler.start(disposed: disposed) { operation(source.asObservable(), scheduler) }
    return (observer.events, source.subscriptions)
}

/// `marble` for operators that need no scheduler.
func marble<T, R>(
    _ events: [Recorded<Event<T>>], disposed: TestTime = 1000,
    _ operation: @escaping (Observable<T>) -> Observable<R>
) -> (events: [Recorded<Event<R>>], subscriptions: [Subscription]) {
    marble(events, disposed: disposed) { source, _ in operation(source) }
}

/// The `next` elements of a recording, ignoring its stop event (`XCTAssertRecordedElements`
/// fails on a stop event, as RxTest's does).
func recordedElements<T>(_ events: [Recorded<Event<T>>]) -> [T] {
    events.compactMap { $0.value.element }
}
