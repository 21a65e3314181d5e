import RxCore
import TerminalUI
import TerminalUIRx
import ViewModels

/// Builds the list's view model and screen, binds them, and opens the detail screen for the
/// row the user activates.
@MainActor
final class BeerListPresenter: Presenter {
    let keyBindings = [
        KeyHint("type", "Filter (e.g. ipa abv>6 style:stout)"),
        KeyHint("↑↓ PgUp PgDn ^N ^P", "Move the selection"),
        KeyHint("^Home ^End", "First / last beer"),
        KeyHint("Enter", "Open the selected beer"),
        KeyHint("Esc", "Clear the filter"),
        KeyHint("F3", "Cycle the sort"),
        KeyHint("F4", "Favourites only"),
        KeyHint("^F", "Favourite the selected beer"),
    ]

    let viewModel: BeerListViewModel
    private let view: BeerListScreen
    private let services: AppServices
    private weak var router: Router?
    private let bag = DisposeBag()

    var screen: Screen { view.screen }

    init(services: AppServices, router: Router) {
        self.services = services
        self.router = router
        view = BeerListScreen(hints: Self.hints(signedIn: false))
        viewModel = BeerListViewModel(query: view.query, catalogue: services.catalogue, state: services.state,
                                      scheduler: services.timerScheduler)
        bag.insert(view.bind(viewModel, title: services.title))
        bag.insert(view.bind(actions: viewModel))
        bag.insert(view.hintBar.rx.hints <- services.state.user.map { Self.hints(signedIn: $0 != nil) })
        let logger = services.logger
        viewModel.errorText.compactMap { $0 }
            .drive(onNext: { logger.debug("list: \($0)") })
            .disposed(by: bag)
        viewModel.showDetail
            .emit(onNext: { [weak self] selection in MainActor.assumeIsolated { self?.showDetail(selection) } })
            .disposed(by: bag)
    }

    func handleBeforeFocus(_ key: Key) -> Bool {
        view.handleBeforeFocus(key, actions: viewModel)
    }

    /// The key-hint bar: the most used keys first (a narrow terminal drops the last), F2 naming
    /// what it will do.
    nonisolated static func hints(signedIn: Bool) -> [KeyHint] {
        [KeyHint("Enter", "Open"), KeyHint("F1", "Help"), KeyHint("Esc", "Clear"), KeyHint("^F", "Fav"),
         KeyHint("F3", "Sort"), KeyHint("F4", "Favs"), KeyHint("F2", signedIn ? "Sign out" : "Sign in"),
         KeyHint("F10", "Quit")]
    }

    /// Opens the detail on row `index` (as Enter on it would).
    func openDetail(at index: Int) {
        view.select(index)
        viewModel.activate(index: index)
    }

    private func showDetail(_ selection: BeerSelection) {
        guard let router else { return }
        services.logger.debug("open beer", metadata: ["id": "\(selection.beers[selection.index]?.id ?? -1)",
                                                      "index": "\(selection.index)"])
        let detail = BeerDetailPresenter(selection: selection, list: viewModel, services: services, router: router)
        detail.onClose = { [weak self] index in self?.view.select(index) }
        router.push(detail)
    }
}
