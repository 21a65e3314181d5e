import Catalogue
import CatalogueServices
import RxCore

/// The title bar's output.
public protocol TitleState {
    /// "Taproom — 312 beers — signed in as alice" / "Taproom — 312 beers — not signed in".
    var title: Driver<String> { get }
}

/// The title bar, derived from the app state with `combineLatest`.
public final class TitleViewModel: TitleState {
    public let title: Driver<String>

    public init(state: AppState) {
        title = Driver.combineLatest(state.beerCount, state.user) { count, user in
            TitleViewModel.title(beerCount: count, user: user)
        }
        .distinctUntilChanged()
    }

    static func title(beerCount: Int?, user: User?) -> String {
        let who = user.map { "signed in as \($0.name)" } ?? "not signed in"
        return (["Taproom", beerCount.map { BeerFormatting.count($0) }, who] as [String?])
            .compactMap { $0 }
            .joined(separator: " — ")
    }
}
