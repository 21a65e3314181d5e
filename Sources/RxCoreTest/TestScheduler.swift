import Foundation
import RxCore

/// Converts `TestTime` ticks to and from real time: one tick is `resolution` seconds.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
    public typealias VirtualTimeUnit = Int
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    init(resolution: Double) {
        self.resolution = resolution
    }

    public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) * resolution)
    }

    public func convertToVirtualTime(_ time: RxTime) -> Int {
        Int(time.timeIntervalSince1970 / resolution + 0.5)
    }

    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        Double(virtualTimeInterval) * resolution
    }

    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        let seconds = timeInterval
        // `.never` arrives as infinity: far enough in the future never to run.
        guard seconds.isFinite else { return Int.max / 2 }
        return Int(seconds / resolution + 0.5)
    }

    public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time.addingReportingOverflow(offset).overflow ? Int.max : time + offset
    }

    public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}

/// A virtual-time scheduler for tests (RxTest's API). Work scheduled at or before the
/// current clock runs at clock + 1 (when `simulateProcessingDelay`).
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    /// Default times used by `start`.
    public struct Defaults {
        public static let created = 100
        public static let subscribed = 200
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Runs `action` at `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// A hot observable sending `events` at their absolute times.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    public func createHotObservable<Element>(_ events: Recorded<Event<Element>>...) -> TestableObservable<Element> {
        createHotObservable(events)
    }

    /// A cold observable sending `events` at times relative to each subscription.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    public func createColdObservable<Element>(_ events: Recorded<Event<Element>>...) -> TestableObservable<Element> {
        createColdObservable(events)
    }

    /// An observer recording events with this scheduler's clock.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at
    /// `disposed`, runs the scheduler and returns what was observed.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }

    /// `start` with the default creation and subscription times.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start` with the default times (100, 200, 1000).
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}
