import Catalogue
import CatalogueServices
import RxCore

/// The title bar's outputs.
public protocol TitleState {
    /// "Taproom — 312 beers — signed in as alice" / "Taproom — 312 beers — not signed in"; on a
    /// read-only catalogue, where nobody signs in, "Taproom — 312 beers".
    var title: Driver<String> { get }
    /// Which catalogue is open, as the person named it: "~/beer/taproom.sqlite", "http://beer.test:8080".
    var location: String { get }
    /// Whether the catalogue is only read (the bar says "read-only").
    var isReadOnly: Bool { get }
}

/// The title bar, derived from the app state with `combineLatest`.
public final class TitleViewModel: TitleState {
    public let title: Driver<String>
    public let location: String
    public let isReadOnly: Bool

    /// - Parameter location: the catalogue's place as shown (`CatalogueSource` shortens a path under $HOME to `~`).
    public init(state: AppState, location: String = "") {
        self.location = location
        isReadOnly = state.isReadOnly
        let offersSignIn = state.offersSignIn
        title = Driver.combineLatest(state.beerCount, state.user) { count, user in
            TitleViewModel.title(beerCount: count, user: user, offersSignIn: offersSignIn)
        }
        .distinctUntilChanged()
    }

    static func title(beerCount: Int?, user: User?, offersSignIn: Bool) -> String {
        let who = offersSignIn ? user.map { "signed in as \($0.name)" } ?? "not signed in" : nil
        return (["Taproom", beerCount.map { BeerFormatting.count($0) }, who] as [String?])
            .compactMap { $0 }
            .joined(separator: " — ")
    }
}
