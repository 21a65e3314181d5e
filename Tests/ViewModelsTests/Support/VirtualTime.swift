import Catalogue
import RxCore
import RxCoreTest

// `makeScheduler`, `record(_:into:)` and `elements` come from VirtualTimeTestSupport.

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
