import RxCore
import TerminalUI
import TerminalUIRx
import ViewModels

/// Builds the list's view model and screen, binds them, and opens the detail screen for the
/// row the user activates.
@MainActor
final class BeerListPresenter: Presenter {
    let viewModel: BeerListViewModel
    private let widgets: BeerListWidgets
    private let services: AppServices
    private weak var router: Router?
    private let notice = StatusNotice()
    private let bag = DisposeBag()

    var screen: Screen { widgets.screen }
    var hintBar: StatusBar { widgets.hintBar }
    private(set) var keyMap = KeyMap()
    /// Quits the app (`list.quit`, vi keys' q: the list has nothing to go back to).
    var quit: () -> Void = {}

    /// - Parameter initial: the filter, sort and favourites only to start with.
    init(services: AppServices, router: Router, initial: BeerListMemory = BeerListMemory()) {
        self.services = services
        self.router = router
        widgets = BeerListWidgets()
        viewModel = BeerListViewModel(query: widgets.query, initial: initial, catalogue: services.catalogue, state: services.state,
                                      scheduler: services.timerScheduler, keys: KeyNames(keys: services.keys))
        bag.insert(widgets.bind(viewModel, title: services.title, notice: notice))
        bag.insert(widgets.bind(actions: viewModel))
        keyMap = Self.makeKeyMap(widgets, actions: viewModel, viKeys: services.settings.viKeys,
                                 offersPersonal: services.state.offersSignIn,
                                 journal: { [weak self] in self?.showPersonal(JournalPresenter.init) },
                                 taste: { [weak self] in self?.showPersonal(TastePresenter.init) },
                                 copy: { [notice, terminal = services.terminal] text in
                                     CopyKey.copy(text, to: terminal, notice: notice)
                                 },
                                 quit: { [weak self] in self?.quit() }).remapped(services.keys)
        // A letter the screen binds (vi keys, a person's own) is a command while the list has
        // the focus; the filter still types it.
        widgets.beers.leavesToScreen = { [weak router] key in router?.bindsByName(key) ?? false }
        if services.settings.viKeys { widgets.screen.focus(widgets.list) }
        let logger = services.logger
        viewModel.errorText.compactMap { $0 }
            .drive(onNext: { logger.debug("list: \($0)") })
            .disposed(by: bag)
        viewModel.showDetail
            .emit(onNext: { [weak self] selection in MainActor.assumeIsolated { self?.showDetail(selection) } })
            .disposed(by: bag)
    }

    /// The list's keys, in the help's order; the hint bar shows the hinted ones in the same
    /// order (a narrow terminal drops the last). Typing and moving the selection are the
    /// filtered list's own keys; the filter field leaves Enter and Ctrl-F to this keymap.
    /// With vi keys, Esc leaves the filter for the list before it clears the filter. A read-only
    /// catalogue, where nobody signs in, offers no favourites.
    private static func makeKeyMap(_ widgets: BeerListWidgets, actions: BeerListAction, viKeys: Bool,
                                   offersPersonal: Bool, journal: @escaping () -> Void, taste: @escaping () -> Void, copy: @escaping (String?) -> Void,
                                   quit: @escaping () -> Void) -> KeyMap {
        let list = widgets.list
        return KeyMap(widgets.beers.keyBindings(filter: "Filter (e.g. ipa abv>6 style:stout)", move: "Move the selection",
                                             jump: "First / last beer", actions: KeyAction.listMoves) + [
            KeyBinding(.listOpen, "Enter", "Open the selected beer", hint: KeyHint("Enter", "Open")) { _ in
                if let index = list.selectedIndex { actions.activate(index: index) }
            },
            KeyBinding(.listLeaveFilter, "Esc", "Leave the filter for the list", hint: KeyHint("Esc", "List"),
                       isEnabled: { viKeys && widgets.filterField.isFocused }) { _ in widgets.screen.focus(list) },
            KeyBinding(.listFilter, "/", "Filter: put the focus in the filter") { _ in widgets.beers.focusFilter() },
            KeyBinding(.listQuit, "q", "Quit") { _ in quit() },
            KeyBinding(.listClear, "Esc", "Clear the filter", hint: KeyHint("Esc", "Clear"),
                       isEnabled: { !(viKeys && widgets.filterField.isFocused) }) { _ in actions.clearFilter() },
            KeyBinding(.listFavourite, "^F", "Favourite the selected beer", hint: KeyHint("^F", "Fav"),
                       isEnabled: { offersPersonal }) { _ in
                if let index = list.selectedIndex { actions.toggleFavourite(index: index) }
            },
            // Letters type into the filter, so the copy key is a control key (free in the field).
            KeyBinding(.listCopy, "^Y", CopyKey.help, hint: KeyHint("^Y", "Copy", priority: .optional)) { _ in
                if let index = list.selectedIndex { copy(actions.clipboardText(index: index)) }
            },
            KeyBinding(.listSort, "F3", "Cycle the sort: name, ABV, IBU, brewery, rating",
                       hint: KeyHint("F3", "Sort")) { _ in actions.cycleSort() },
            KeyBinding(.listFavouritesOnly, "F4", "Favourites only", hint: KeyHint("F4", "Favs"),
                       isEnabled: { offersPersonal }) { _ in
                actions.toggleFavouritesOnly()
            },
            // Listed by F1 and the palette; the hint bar keeps its room for the keys used most.
            KeyBinding(.listJournal, "F5", "Your journal: your check-ins, newest first",
                       isEnabled: { offersPersonal }) { _ in journal() },
            KeyBinding(.listTaste, "F6", "Your taste in charts: months, styles, countries, ABV, stars",
                       isEnabled: { offersPersonal }) { _ in taste() },
            // The wheel scrolls the list wherever the pointer is (clicks stay with what they hit).
            KeyBinding([.mouse(MouseEvent(.wheelDown, at: .zero))], "Wheel", "Scroll the list",
                       matching: { key in
                           guard case .mouse(let event) = key else { return false }
                           return event.kind == .wheelUp || event.kind == .wheelDown
                       }) { key in _ = list.handle(key: key) },
            KeyBinding([.listFocusNext, .listFocusPrevious], "Tab ⇧Tab", "Move between the filter and the list") { key in
                if key == .tab { widgets.screen.focusNext() } else { widgets.screen.focusPrevious() }
            },
        ])
    }

    /// A message about an earlier action ("Sign in to see your favourites") goes with the next key.
    func keyWillBeRouted(_ key: Key) {
        viewModel.dismissMessage()
        notice.dismiss()
    }

    /// Opens the detail on row `index` (as Enter on it would).
    func openDetail(at index: Int) {
        viewModel.selectionMoved(to: index)
        viewModel.activate(index: index)
    }

    /// A screen of the signed-in person's own (their journal, their taste) over the list;
    /// signed out, how to sign in.
    private func showPersonal(_ make: (AppServices, Router) -> Presenter) {
        guard let router else { return }
        guard services.state.currentUser != nil else {
            return notice.show("Sign in (\(KeyNames(keys: services.keys).signIn)) to see your journal and your taste")
        }
        router.push(make(services, router))
    }

    private func showDetail(_ selection: BeerSelection) {
        guard let router else { return }
        services.logger.debug("open beer", metadata: ["id": "\(selection.beers[selection.index]?.id ?? -1)",
                                                      "index": "\(selection.index)"])
        // Paging in the detail moves the list's selection (`selectionMoved`): back on the list,
        // the last beer shown is selected.
        router.push(BeerDetailPresenter(selection: selection, list: viewModel, services: services, router: router))
    }
}
