import RxCore
import RxCoreTest

/// One tick is one millisecond; work scheduled "now" runs now (no simulated processing delay),
/// so the times in assertions are the times in the scenario.
public func makeScheduler() -> TestScheduler {
    TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
}

extension TestScheduler {
    /// Records the stream's elements with their times.
    public func record<Source: ObservableConvertibleType>(_ source: Source, into bag: DisposeBag) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        source.asObservable().subscribe(observer).disposed(by: bag)
        return observer
    }
}

extension TestableObserver {
    /// The recorded elements without their times.
    public var elements: [Element] { events.compactMap { $0.value.element } }
}
