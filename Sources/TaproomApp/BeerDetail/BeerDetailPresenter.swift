import RxCore
import TerminalUI
import TerminalUIRx
import ViewModels

/// Builds the detail view model on the list's beers (so paging follows the filtered list and
/// loads its next pages) and the detail screen; closing returns to the list on the beer shown.
@MainActor
final class BeerDetailPresenter: Presenter {
    /// The screen's keys; the note's only for a signed-in user (who has a note field).
    var keyBindings: [KeyHint] {
        let note = isSignedIn ? [KeyHint("e", "Write a note (Enter keeps it, Esc leaves)")] : []
        return [
            KeyHint("← → p n", "Previous / next beer"),
            KeyHint("Tab", "Move between the buttons"),
            KeyHint("Enter", "Press the focused button"),
            KeyHint("f", "Toggle favourite"),
            KeyHint("1–5 0", "Rate, or clear the rating"),
        ] + note + [KeyHint("Esc ⌫ q", "Back to the list")]
    }

    private var isSignedIn: Bool { services.state.currentUser != nil }

    /// Called with the index of the beer shown last when the screen closes.
    var onClose: ((Int) -> Void)?

    /// The index of the beer shown, in the list being paged.
    private(set) var shownIndex: Int

    let viewModel: BeerDetailViewModel
    private let view: BeerDetailScreen
    private weak var router: Router?
    private let services: AppServices
    private let bag = DisposeBag()

    var screen: Screen { view.screen }

    init(selection: BeerSelection, list: BeerListViewModel, services: AppServices, router: Router) {
        self.router = router
        self.services = services
        shownIndex = selection.index
        view = BeerDetailScreen(hints: Self.hints(signedIn: false))
        viewModel = BeerDetailViewModel(beers: list.beers.startWith(selection.beers), index: selection.index,
                                        catalogue: services.catalogue, state: services.state)
        bag.insert(view.bind(viewModel, title: services.title))
        bag.insert(view.bind(actions: viewModel))
        bag.insert(view.hintBar.rx.hints <- services.state.user.map { Self.hints(signedIn: $0 != nil) })
        // Paging near the end of the loaded beers loads the list's next page.
        viewModel.currentIndex.drive(onNext: { [weak self] index in
            MainActor.assumeIsolated { self?.shownIndex = index }
            list.fetchMore(after: index)
        })
        .disposed(by: bag)
        viewModel.closed
            .emit(onNext: { [weak self] index in MainActor.assumeIsolated { self?.close(at: index) } })
            .disposed(by: bag)
    }

    /// The key-hint bar: the personal keys only for a signed-in user (signed out, F2 instead).
    nonisolated static func hints(signedIn: Bool) -> [KeyHint] {
        let personal = signedIn
            ? [KeyHint("f", "Fav"), KeyHint("1-5", "Rate"), KeyHint("0", "Unrate"), KeyHint("e", "Note")]
            : [KeyHint("F2", "Sign in")]
        return [KeyHint("←→", "Prev/Next"), KeyHint("Esc", "Back"), KeyHint("F1", "Help")] + personal + [KeyHint("F10", "Quit")]
    }

    private func close(at index: Int) {
        onClose?(index)
        router?.pop(self)
    }
}
