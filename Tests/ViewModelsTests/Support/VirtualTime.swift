import Catalogue
import RxCore
import RxCoreTest

/// One tick is one millisecond; work scheduled "now" runs now (no simulated processing delay),
/// so the times in assertions are the times in the scenario.
func makeScheduler() -> TestScheduler {
    TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
}

extension TestScheduler {
    /// A Single that succeeds or fails `after` ticks after it is subscribed.
    func single<Element>(_ result: Result<Element, Error>, after ticks: Int) -> Single<Element> {
        Single.create { observer in
            self.scheduleRelativeVirtual((), dueTime: ticks) { _ in
                observer(result)
                return Disposables.create()
            }
        }
    }

    /// Records the stream's elements with their times.
    func record<Source: ObservableConvertibleType>(_ source: Source, into bag: DisposeBag) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        source.asObservable().subscribe(observer).disposed(by: bag)
        return observer
    }
}

extension TestableObserver {
    /// The recorded elements without their times.
    var elements: [Element] { events.compactMap { $0.value.element } }
}

func beer(_ id: Int64, _ name: String, brewery: String = "Brewery", style: String? = "Pale Ale",
          abv: Double? = 5.0, ibu: Double? = 30, isFavourite: Bool = false) -> BeerSummary {
    BeerSummary(id: id, name: name, breweryName: brewery, country: "BE", style: style, abv: abv, ibu: ibu,
                isFavourite: isFavourite)
}

/// Builds the Single when subscribed (so a fake sees the state and clock of that moment).
func deferredSingle<Element>(_ factory: @escaping () -> Single<Element>) -> Single<Element> {
    Single.create { observer in factory().subscribe(observer) }
}
