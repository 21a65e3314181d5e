import RxCore
import TerminalUI
import TerminalUIRx
import ViewModels

/// The signed-in person's journal over the list: their check-ins newest first, filtered as they
/// type; Enter opens a beer (its detail over this screen), Esc clears the filter, then goes back.
@MainActor
final class JournalPresenter: Presenter {
    let viewModel: JournalViewModel
    private let widgets: JournalWidgets
    private let services: AppServices
    private weak var router: Router?
    private let notice = StatusNotice()
    private let bag = DisposeBag()

    var screen: Screen { widgets.screen }
    var hintBar: StatusBar { widgets.hintBar }
    private(set) var keyMap = KeyMap()
    var offersPalette: Bool { false }

    init(services: AppServices, router: Router) {
        self.services = services
        self.router = router
        widgets = JournalWidgets()
        viewModel = JournalViewModel(query: widgets.query, catalogue: services.catalogue, state: services.state,
                                     scheduler: services.timerScheduler, keys: KeyNames(keys: services.keys))
        bag.insert(widgets.bind(viewModel, title: services.title, notice: notice))
        bag.insert(widgets.bind(actions: viewModel))
        let widgets = widgets
        let model = viewModel
        keyMap = KeyMap(widgets.entries.keyBindings(filter: "Filter (e.g. since:2026-01 style:stout)",
                                                    move: "Move the selection", jump: "First / last check-in",
                                                    actions: KeyAction.journalMoves) + [
            KeyBinding(.journalOpen, "Enter", "Open the beer", hint: KeyHint("Enter", "Open")) { _ in
                if let index = widgets.list.selectedIndex { model.open(index: index) }
            },
            KeyBinding(.journalBack, "Esc", "Clear the filter, then back to the list", hint: KeyHint("Esc", "Back")) {
                [weak self] _ in
                if widgets.filterField.text.isEmpty { self?.close() } else { model.clearFilter() }
            },
        ]).remapped(services.keys)
        viewModel.showDetail
            .emit(onNext: { [weak self] selection in MainActor.assumeIsolated { self?.open(selection) } })
            .disposed(by: bag)
        // Signed out (here, or elsewhere), the journal is nobody's: back to the list.
        services.state.user.skip(1).filter { $0 == nil }
            .drive(onNext: { [weak self] _ in MainActor.assumeIsolated { self?.close() } })
            .disposed(by: bag)
    }

    /// Whether the filter holds text (Esc clears it before it goes back).
    var hasFilter: Bool { !widgets.filterField.text.isEmpty }

    func keyWillBeRouted(_ key: Key) {
        notice.dismiss()
    }

    private func open(_ selection: BeerSelection) {
        guard let router else { return }
        router.push(BeerDetailPresenter(selection: selection, list: nil, services: services, router: router))
    }

    private func close() {
        router?.pop(self)
    }
}
