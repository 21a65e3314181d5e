import RxCore
import TerminalUI
import TerminalUIRx
import ViewModels

/// The signed-in person's statistics over the list, as charts that scroll; Esc goes back.
@MainActor
final class TastePresenter: Presenter {
    let viewModel: TasteViewModel
    private let widgets: TasteWidgets
    private weak var router: Router?
    private let bag = DisposeBag()

    var screen: Screen { widgets.screen }
    var hintBar: StatusBar { widgets.hintBar }
    private(set) var keyMap = KeyMap()
    var offersPalette: Bool { false }

    init(services: AppServices, router: Router) {
        self.router = router
        widgets = TasteWidgets(keys: KeyNames(keys: services.keys))
        let scheduler = services.timerScheduler
        viewModel = TasteViewModel(catalogue: services.catalogue, state: services.state, now: { scheduler.now })
        bag.insert(widgets.bind(viewModel, title: services.title))
        let page = widgets.page
        keyMap = KeyMap([
            KeyBinding([.tastePageUp, .tastePageDown], "PgUp PgDn", "Scroll the charts", hint: KeyHint("PgDn", "More"),
                       isEnabled: { page.isScrollable }, isHinted: { page.canScrollDown }) { key in
                page.scroll(by: key == .pageUp ? -page.pageStep : page.pageStep)
            },
            KeyBinding([.tasteLineUp, .tasteLineDown], "↑ ↓", "Scroll the charts a line",
                       isEnabled: { page.isScrollable }) { key in
                page.scroll(by: key == .up ? -1 : 1)
            },
            KeyBinding(.tasteBack, "Esc", "Back to the list", hint: KeyHint("Esc", "Back")) { [weak self] _ in
                self?.close()
            },
        ]).remapped(services.keys)
        // Signed out (here, or elsewhere), the statistics are nobody's: back to the list.
        services.state.user.skip(1).filter { $0 == nil }
            .drive(onNext: { [weak self] _ in MainActor.assumeIsolated { self?.close() } })
            .disposed(by: bag)
    }

    func keyWillBeRouted(_ key: Key) {}

    private func close() {
        router?.pop(self)
    }
}
