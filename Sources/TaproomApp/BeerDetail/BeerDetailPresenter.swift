import RxCore
import TerminalUI
import TerminalUIRx
import ViewModels

/// Builds the detail view model on the list's beers (so paging follows the filtered list and
/// loads its next pages) and the detail screen; closing returns to the list on the beer shown.
/// A beer opened from another's related beers gets a detail of its own over that one, paging
/// through those related beers; Esc returns to the beer it was opened from.
@MainActor
final class BeerDetailPresenter: Presenter {
    /// The index of the beer shown, in the list being paged.
    private(set) var shownIndex: Int
    /// Whether this detail pages through the list screen's beers (not another beer's related ones).
    let followsList: Bool

    let viewModel: BeerDetailViewModel
    private let widgets: BeerDetailWidgets
    private weak var router: Router?
    private let services: AppServices
    private let notice = StatusNotice()
    private let bag = DisposeBag()

    var screen: Screen { widgets.screen }
    var hintBar: StatusBar { widgets.hintBar }
    private(set) var keyMap = KeyMap()
    /// Whether the person is writing the note.
    var isWritingNote: Bool { widgets.isWritingNote }
    var unsavedWork: String? { widgets.hasUnsavedNote ? "Your note on this beer is not saved." : nil }
    /// Not while writing the note: only Enter, Esc and Tab act there.
    var offersPalette: Bool { !isWritingNote }

    /// - Parameter list: the list screen's view model, whose beers this detail pages through
    ///   (and whose selection it moves); nil for a detail over a fixed list (related beers).
    init(selection: BeerSelection, list: BeerListViewModel?, services: AppServices, router: Router) {
        self.router = router
        self.services = services
        shownIndex = selection.index
        followsList = list != nil
        let keyNames = KeyNames(keys: services.keys)
        widgets = BeerDetailWidgets(keys: keyNames)
        viewModel = BeerDetailViewModel(beers: list?.beers.startWith(selection.beers) ?? .just(selection.beers),
                                        index: selection.index, catalogue: services.catalogue, state: services.state,
                                        keys: keyNames)
        bag.insert(widgets.bind(viewModel, title: services.title, notice: notice))
        bag.insert(widgets.bind(actions: viewModel))
        keyMap = Self.makeKeyMap(widgets, actions: viewModel, offersPersonal: services.state.offersSignIn,
                                 isSignedIn: { [state = services.state] in state.currentUser != nil },
                                 copy: { [notice, terminal = services.terminal] text in
                                     CopyKey.copy(text, to: terminal, notice: notice)
                                 })
            .remapped(services.keys)
        // Paging moves the list's selection with it, which loads the list's pages around it.
        viewModel.currentIndex.drive(onNext: { [weak self] index in
            MainActor.assumeIsolated { self?.shownIndex = index }
            list?.selectionMoved(to: index)
        })
        .disposed(by: bag)
        viewModel.closed
            .emit(onNext: { [weak self] _ in MainActor.assumeIsolated { self?.close() } })
            .disposed(by: bag)
        viewModel.showRelated
            .emit(onNext: { [weak self] selection in MainActor.assumeIsolated { self?.open(selection) } })
            .disposed(by: bag)
    }

    /// A related beer's detail, over this one; opened from a related beer's detail, it takes its
    /// place (so Esc goes back to the beer first opened from the list, and the stack stays short).
    private func open(_ selection: BeerSelection) {
        guard let router else { return }
        let detail = BeerDetailPresenter(selection: selection, list: nil, services: services, router: router)
        if !followsList { router.pop(self) }
        router.push(detail)
    }

    /// The detail's keys, which depend on whether the note is being written. Writing, its field
    /// keeps the text keys (← → p n f 1–5 0 e type into the note), so only Enter (keep), Esc
    /// (leave it unsaved), Tab and the global keys are listed; otherwise the screen's. The
    /// personal keys are hinted only to a signed-in user (signed out, they say to sign in), and
    /// not offered at all on a read-only catalogue, where nobody signs in.
    private static func makeKeyMap(_ widgets: BeerDetailWidgets, actions: BeerDetailAction, offersPersonal: Bool,
                               isSignedIn: @escaping () -> Bool, copy: @escaping (String?) -> Void) -> KeyMap {
        let writing = { widgets.isWritingNote }
        let reading = { !widgets.isWritingNote }
        let personal = { offersPersonal && !widgets.isWritingNote }
        let screen = widgets.screen
        return KeyMap([
            // Writing a note: the field takes these keys itself; the bindings document them.
            KeyBinding([.character("x")], "type", "Write the note (← → Home End ⌫ edit it)", isEnabled: writing,
                       matching: { _ in false }) { _ in },
            KeyBinding(.detailKeepNote, "Enter", "Keep the note", hint: KeyHint("Enter", "Keep"), isEnabled: writing) { _ in
                _ = widgets.noteField.handle(key: .enter)
            },
            KeyBinding(.detailCancelNote, "Esc", "Leave the note unsaved (the saved note shows again)", hint: KeyHint("Esc", "Cancel"),
                       isEnabled: writing) { _ in actions.discardNote() },
            KeyBinding([.detailFocusNext, .detailFocusPrevious], "Tab ⇧Tab", "Leave the note unsaved, for the buttons", isEnabled: writing) { key in
                if key == .tab { screen.focusNext() } else { screen.focusPrevious() }
            },
            // Reading.
            KeyBinding([.detailPrevious, .detailNext], "← → p n", "Previous / next beer",
                       hint: KeyHint("←→", "Prev/Next"), isEnabled: reading) { key in
                if key == .left || key == .character("p") { actions.previous() } else { actions.next() }
            },
            KeyBinding(.detailBack, "Esc ⌫ q", "Back to the list",
                       hint: KeyHint("Esc", "Back"), isEnabled: reading) { _ in actions.close() },
            // The page above the buttons scrolls, writing or not; ↑↓ move between the beers
            // listed under the text while they have the focus.
            KeyBinding([.detailPageUp, .detailPageDown], "PgUp PgDn", "Scroll the page", hint: KeyHint("PgDn", "More"),
                       isEnabled: { widgets.page.isScrollable }, isHinted: { widgets.page.canScrollDown }) { key in
                widgets.page.scroll(by: key == .pageUp ? -widgets.page.pageStep : widgets.page.pageStep)
            },
            KeyBinding([.detailLineUp, .detailLineDown], "↑ ↓", "Scroll the page a line",
                       isEnabled: { widgets.page.isScrollable && !widgets.isInRelatedList }) { key in
                widgets.page.scroll(by: key == .up ? -1 : 1)
            },
            KeyBinding([.mouse(MouseEvent(.wheelDown, at: .zero))], "Wheel", "Scroll the page",
                       isEnabled: { widgets.page.isScrollable },
                       matching: { key in
                           guard case .mouse(let event) = key else { return false }
                           return event.kind == .wheelUp || event.kind == .wheelDown
                       }) { key in _ = widgets.page.handle(key: key) },
            KeyBinding([.detailRelatedUp, .detailRelatedDown], "↑ ↓", "Move between the beers listed", isEnabled: { widgets.isInRelatedList }) { key in
                _ = widgets.relatedList.handle(key: key)
            },
            KeyBinding(.detailOpenRelated, "Enter", "Open the beer selected in the list", hint: KeyHint("Enter", "Open"),
                       isEnabled: { reading() && widgets.isInRelatedList }) { _ in
                if let index = widgets.relatedList.selectedIndex { actions.openRelated(at: index) }
            },
            KeyBinding([.detailFocusNext, .detailFocusPrevious], "Tab ⇧Tab", "Move between the beers listed, the note and the buttons",
                       isEnabled: reading) { key in
                if key == .tab { screen.focusNext() } else { screen.focusPrevious() }
            },
            // A focused button takes Enter itself; the binding documents it.
            KeyBinding(.detailPress, "Enter", "Press the focused button",
                       isEnabled: { reading() && screen.focusedView is Button }) { _ in
                (screen.focusedView as? Button)?.activate()
            },
            KeyBinding(.detailFavourite, "f", "Toggle favourite", hint: KeyHint("f", "Fav"),
                       isEnabled: personal, isHinted: isSignedIn) { _ in actions.toggleFavourite() },
            KeyBinding(KeyAction.detailRate, "1–5", "Rate", hint: KeyHint("1-5", "Rate"),
                       isEnabled: personal, isHinted: isSignedIn) { key in
                if case .character(let digit) = key { actions.rate(Int(digit)) }
            },
            KeyBinding(.detailUnrate, "0", "Clear the rating", hint: KeyHint("0", "Unrate"),
                       isEnabled: personal, isHinted: isSignedIn) { _ in actions.rate(nil) },
            KeyBinding(.detailCopy, "c ^Y", CopyKey.help, hint: KeyHint("c", "Copy", priority: .optional),
                       isEnabled: reading) { _ in copy(actions.clipboardText) },
            KeyBinding(.detailCheckIn, "i", "Check in: you are having it now (serving, place, comment if you like)",
                       hint: KeyHint("i", "Had it", priority: .optional), isEnabled: personal, isHinted: isSignedIn) { _ in
                guard isSignedIn() else { return actions.checkIn() }  // which says to sign in
                let form = CheckInForm(beer: actions.shownName ?? "this beer")
                form.onCheckIn = { serving, place, comment in actions.checkIn(serving: serving, place: place, comment: comment) }
                screen.present(form)
            },
            KeyBinding(.detailNote, "e", "Write a note (Enter keeps it, Esc leaves it unsaved)",
                       hint: KeyHint("e", "Note"), isEnabled: { personal() && isSignedIn() }) { _ in actions.writeNote() },
        ])
    }

    /// A word about the last key ("Copied …") goes with the next one.
    func keyWillBeRouted(_ key: Key) {
        notice.dismiss()
    }

    private func close() {
        router?.pop(self)
    }
}
