import RxCore
import TerminalUI
import TerminalUIRx
import ViewModels

/// Builds the detail view model on the list's beers (so paging follows the filtered list and
/// loads its next pages) and the detail screen; closing returns to the list on the beer shown.
@MainActor
final class BeerDetailPresenter: Presenter {
    /// The index of the beer shown, in the list being paged.
    private(set) var shownIndex: Int

    let viewModel: BeerDetailViewModel
    private let widgets: BeerDetailWidgets
    private weak var router: Router?
    private let services: AppServices
    private let bag = DisposeBag()

    var screen: Screen { widgets.screen }
    var hintBar: StatusBar { widgets.hintBar }
    private(set) var keyMap = KeyMap()

    init(selection: BeerSelection, list: BeerListViewModel, services: AppServices, router: Router) {
        self.router = router
        self.services = services
        shownIndex = selection.index
        widgets = BeerDetailWidgets()
        viewModel = BeerDetailViewModel(beers: list.beers.startWith(selection.beers), index: selection.index,
                                        catalogue: services.catalogue, state: services.state)
        bag.insert(widgets.bind(viewModel, title: services.title))
        bag.insert(widgets.bind(actions: viewModel))
        keyMap = Self.makeKeyMap(widgets, actions: viewModel, isSignedIn: { [state = services.state] in state.currentUser != nil })
        // Paging moves the list's selection with it, which loads the list's pages around it.
        viewModel.currentIndex.drive(onNext: { [weak self] index in
            MainActor.assumeIsolated { self?.shownIndex = index }
            list.selectionMoved(to: index)
        })
        .disposed(by: bag)
        viewModel.closed
            .emit(onNext: { [weak self] _ in MainActor.assumeIsolated { self?.close() } })
            .disposed(by: bag)
    }

    /// The detail's keys. While the note is being written its field keeps the text keys, so only
    /// Esc (which leaves the note unsaved), Tab and the global keys reach these; the personal keys
    /// are hinted only to a signed-in user (signed out, they say to sign in).
    private static func makeKeyMap(_ widgets: BeerDetailWidgets, actions: BeerDetailAction,
                               isSignedIn: @escaping () -> Bool) -> KeyMap {
        let writing = { widgets.noteField.isFocused }
        return KeyMap([
            KeyBinding([.left, .character("p"), .right, .character("n")], "← → p n", "Previous / next beer",
                       hint: KeyHint("←→", "Prev/Next")) { key in
                if key == .left || key == .character("p") { actions.previous() } else { actions.next() }
            },
            KeyBinding([.escape, .backspace, .character("q")], "Esc ⌫ q", "Back to the list (Esc leaves the note first)",
                       hint: KeyHint("Esc", "Back")) { _ in
                if writing() { widgets.leaveNote() } else { actions.close() }
            },
            KeyBinding([.tab, .backTab], "Tab ⇧Tab", "Move between the buttons") { key in
                if key == .tab { widgets.screen.focusNext() } else { widgets.screen.focusPrevious() }
            },
            // A focused button takes Enter itself; the binding documents it.
            KeyBinding([.enter], "Enter", "Press the focused button",
                       isEnabled: { widgets.screen.focusedView is Button }) { _ in
                (widgets.screen.focusedView as? Button)?.activate()
            },
            KeyBinding([.character("f")], "f", "Toggle favourite", hint: KeyHint("f", "Fav"),
                       isHinted: isSignedIn) { _ in actions.toggleFavourite() },
            KeyBinding((1...5).map { .character(String($0)) }, "1–5", "Rate", hint: KeyHint("1-5", "Rate"),
                       isHinted: isSignedIn) { key in
                if case .character(let digit) = key { actions.rate(Int(digit)) }
            },
            KeyBinding([.character("0")], "0", "Clear the rating", hint: KeyHint("0", "Unrate"),
                       isHinted: isSignedIn) { _ in actions.rate(nil) },
            KeyBinding([.character("e")], "e", "Write a note (Enter keeps it, Esc leaves)", hint: KeyHint("e", "Note"),
                       isEnabled: isSignedIn) { _ in widgets.writeNote() },
        ])
    }

    private func close() {
        router?.pop(self)
    }
}
