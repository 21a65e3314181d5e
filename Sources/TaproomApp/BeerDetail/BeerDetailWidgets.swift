import Catalogue
import Foundation
import RxCore
import TerminalUI
import TerminalUIRx
import ViewModels

/// The detail screen's widgets, laid out on its `Screen`, and their bindings to the view model:
/// one beer's name, brewery and place, style, ABV, IBU, a colour swatch, the description and
/// the brewery's other beers on a page that scrolls (at a readable width); under it everyone's
/// rating, the signed-in user's favourite, rating and note, the position in the list and the
/// `[◀ Previous]` `[Next ▶]` buttons. It only binds.
@MainActor
final class BeerDetailWidgets {
    let screen = Screen(size: .zero)
    let titleBar = TitleBar()
    let nameLabel = Label("", role: .accent)
    let breweryLabel = Label("")
    let styleLabel = Label("")
    let abvLabel = Label("")
    let ibuLabel = Label("")
    /// Where the beer sits in its style, beside its ABV and its IBU.
    let abvInStyle = StyleSpark()
    let ibuInStyle = StyleSpark()
    let swatch = ColourSwatch()
    let descriptionLabel = Label("", overflow: .wrap)
    /// The signed-in person's check-ins of the beer (how often, then the latest).
    let checkInsLabel = Label("", overflow: .wrap)
    let glass = ColourGlass()
    /// "More like this" and the beers like this one, each with why (Enter opens one).
    let relatedHeading = Label("", role: .muted)
    let relatedList = ListView(emptyText: "")
    /// The facts, the description and the related beers, which scroll (PgUp/PgDn, ↑↓, the wheel).
    let page: ScrollView
    let document: DetailDocument
    /// The widest the page's text is laid out: a readable measure on a wide terminal.
    static let readableWidth = 80
    let communityLabel = Label("")
    let communityRow: HStack
    let personalLabel = Label("")
    /// "Note", or "Unsaved" while the field shows a draft that is not the note as saved.
    let noteLabel = Label("Note", role: .muted)
    let noteField: TextField
    let noteRow: HStack
    let positionLabel = Label("", role: .muted)
    let previousButton = Button("◀ Previous")
    let nextButton = Button("Next ▶")
    let statusLabel = Label("", role: .muted)
    let hintBar: StatusBar

    /// - Parameter keys: how the note's placeholder names the keys that write and keep it.
    init(keys: KeyNames = KeyNames()) {
        noteField = TextField(placeholder: "\(keys.note): write a note, \(keys.keepNote) keeps it", maxLength: 500)
        hintBar = StatusBar()
        func field(_ name: String, _ value: View) -> HStack {
            HStack([(Label(name, role: .muted), .fixed(8)), (value, .flexible)])
        }
        noteRow = HStack([(noteLabel, .fixed(8)), (noteField, .flexible)])
        communityRow = field("Ratings", communityLabel)
        let buttons = HStack(spacing: 1, [(positionLabel, .flexible),
                                          (previousButton, .fixed(previousButton.preferredWidth)),
                                          (nextButton, .fixed(nextButton.preferredWidth))])
        let facts = VStack([
            (nameLabel, .fixed(1)), (breweryLabel, .fixed(1)), (Label(""), .fixed(1)),
            (field("Style", styleLabel), .fixed(1)),
            (field("ABV", HStack([(abvLabel, .fixed(8)), (abvInStyle, .flexible)])), .fixed(1)),
            (field("IBU", HStack([(ibuLabel, .fixed(8)), (ibuInStyle, .flexible)])), .fixed(1)), (field("Colour", swatch), .fixed(1)), (Label(""), .flexible),
        ])
        // The glass beside the facts when the terminal is wide enough (it is as tall as they are).
        let factsAndGlass = PictureBeside(facts, picture: glass, pictureWidth: ColourGlass.width + 4, minimumWidth: 60)
        let description = descriptionLabel
        let checkIns = checkInsLabel
        let heading = relatedHeading
        let list = relatedList
        func lines(_ label: Label) -> (Int) -> Int { { width in label.text.isEmpty ? 0 : label.lines(forWidth: width).count } }
        document = DetailDocument([
            (Label(""), { _ in 1 }), (factsAndGlass, { _ in ColourGlass.height }), (Label(""), { _ in 1 }),
            (description, lines(description)), (Label(""), { _ in description.text.isEmpty ? 0 : 1 }),
            (checkIns, lines(checkIns)), (Label(""), { _ in checkIns.text.isEmpty ? 0 : 1 }),
            (heading, lines(heading)), (list, { _ in list.rowCount }),
        ])
        let document = document
        page = ScrollView(document, maximumContentWidth: Self.readableWidth) { document.height(forWidth: $0) }
        relatedList.showsSelectionWithoutFocus = false
        relatedList.isFocusedOnlyWhenChosen = true
        relatedList.isHidden = true
        // Everyone's rating, the user's data, the note and the buttons get their rows first, so a
        // short terminal still shows them (and focus never lands on a field cut off below the screen).
        let body = VStack([(page, .flexible), (communityRow, .fixed(1)), (personalLabel, .fixed(1)),
                           (noteRow, .fixed(1)), (buttons, .fixed(1))])
        let padded = HStack([(Label(""), .fixed(1)), (body, .flexible), (Label(""), .fixed(1))])
        screen.content = ScreenLayout.make(title: titleBar, body: padded, status: statusLabel, hints: hintBar)
        _ = screen.focus(nextButton)
        // The beer selected in the list below the text is kept in view.
        relatedList.onSelectionChange.add { [weak self] _ in self?.showSelectedRelated() }
        screen.onFocusChange.add { [weak self] view in if view === self?.relatedList { self?.showSelectedRelated() } }
        // Scrolled away from the selected one (PgUp, the wheel, a resize), the list gives the
        // focus back to the buttons: Enter never opens a beer out of sight.
        page.onScroll.add { [weak self] _ in self?.leaveRelatedListOutOfSight() }
    }

    private func leaveRelatedListOutOfSight() {
        guard relatedList.isFocused, let index = relatedList.selectedIndex else { return }
        let row = document.top(of: relatedList) + index
        if row < page.offset || row >= page.offset + page.frame.height { leaveNote() }
    }

    /// Whether the beers listed below the text have the focus (↑↓ move between them then).
    var isInRelatedList: Bool { relatedList.isFocused }

    /// Scrolls the page to show the selected related beer.
    private func showSelectedRelated() {
        guard relatedList.isFocused, let index = relatedList.selectedIndex else { return }
        let top = document.top(of: relatedList) + index
        // With the heading above the first.
        page.scrollToShow(rows: (index == 0 ? top - 1 : top)..<(top + 1))
    }

    /// Whether a note is being written, as the view model last said (the keymap reads it).
    private(set) var isWritingNote = false
    /// Whether the note field shows a draft that is not the note as saved.
    private(set) var hasUnsavedNote = false

    func bind(_ state: BeerDetailState, title: TitleState, notice: StatusNotice) -> [Disposable] {
        [
            ScreenLayout.bind(titleBar, to: title),
            nameLabel.rx.text <- state.name,
            breweryLabel.rx.text <- state.breweryAndLocation,
            styleLabel.rx.text <- state.style,
            abvLabel.rx.text <- state.abvText,
            ibuLabel.rx.text <- state.ibuText,
            swatch.rx.colour <- state.colour,
            Binder(self) { widgets, inStyle in
                MainActor.assumeIsolated { widgets.show(inStyle) }
            } <- state.inStyle,
            Binder(glass) { glass, colour in
                MainActor.assumeIsolated {
                    glass.colour = colour
                    glass.isHidden = colour == nil  // the facts take its room
                }
            } <- state.colour,
            descriptionLabel.rx.text <- state.description,
            checkInsLabel.rx.text <- state.checkInsText,
            Binder(self) { widgets, related in MainActor.assumeIsolated { widgets.show(related) } } <- state.related,
            // Another beer starts at the top of its page.
            state.name.drive(onNext: { [page] _ in MainActor.assumeIsolated { page.scrollToTop() } }),
            communityLabel.rx.text <- state.communityText,
            personalLabel.rx.text <- state.personalText,
            noteRow.rx.isHidden <- state.isSignedIn.map { !$0 },
            noteField.rx.text <- state.noteText,
            noteLabel.rx.text <- state.hasUnsavedNote.map { $0 ? "Unsaved" : "Note" },
            noteLabel.rx.role <- state.hasUnsavedNote.map { $0 ? Theme.Role.accent : .muted },
            state.hasUnsavedNote.drive(onNext: { [weak self] unsaved in MainActor.assumeIsolated { self?.hasUnsavedNote = unsaved } }),
            state.isWritingNote.drive(onNext: { [weak self] writing in MainActor.assumeIsolated { self?.writing(writing) } }),
            positionLabel.rx.text <- state.position,
            previousButton.rx.isEnabled <- state.canGoPrevious,
            nextButton.rx.isEnabled <- state.canGoNext,
            statusLabel.rx.text <- notice.over(state.errorText.map { $0 ?? "" }),
            statusLabel.rx.role <- notice.over(ScreenLayout.role(showing: state.errorText)),
        ]
    }

    /// Buttons and the note to the view model's actions (the keys are the presenter's keymap).
    /// Choosing the note field (Tab, a click) starts writing; leaving it for the screen's other
    /// views (Tab, a click) leaves the draft unsaved. An overlay over it (the help, a question)
    /// is not leaving it: closed, the focus comes back to the draft.
    func bind(actions: BeerDetailAction) -> [Disposable] {
        screen.onFocusChange.add { [weak self] view in
            guard let self else { return }
            if view === self.noteField {
                guard !self.isWritingNote else { return }
                actions.writeNote()
                if !self.isWritingNote { self.leaveNote() }   // not yet: the note has not loaded
            } else if self.isWritingNote, self.screen.topOverlay == nil {
                actions.discardNote()
            }
        }
        return [
            previousButton.rx.tap.bind(onNext: { actions.previous() }),
            nextButton.rx.tap.bind(onNext: { actions.next() }),
            noteField.rx.text.bind(onNext: { actions.noteEdited($0) }),
            noteField.rx.didSubmit.bind(onNext: { actions.saveNote($0) }),
            relatedList.rx.itemActivated.bind(onNext: { actions.openRelated(at: $0) }),
        ]
    }

    private func show(_ inStyle: BeerInStyle?) {
        let style = inStyle?.style ?? ""
        abvInStyle.bins = inStyle?.distribution.abv ?? []
        abvInStyle.beerBin = inStyle?.showsABV == true ? inStyle?.abvBin : nil
        abvInStyle.caption = { "\($0.lowerBound)–\($0.upperBound == ABVBins.last ? "" : String($0.upperBound + 1))% in \(style)" }
        ibuInStyle.bins = inStyle?.distribution.ibu ?? []
        ibuInStyle.beerBin = inStyle?.showsIBU == true ? inStyle?.ibuBin : nil
        ibuInStyle.caption = { range in
            let top = range.upperBound == IBUBins.last ? "" : String((range.upperBound + 1) * IBUBins.width)
            return "\(range.lowerBound * IBUBins.width)–\(top) in \(style)"
        }
    }

    private func show(_ related: RelatedBeers) {
        relatedHeading.text = related.heading
        relatedList.setItems(related.lines) { ListRow($0) }
        relatedList.isHidden = related.isEmpty
    }

    /// The view model started or ended the writing: the note field takes the focus or gives it
    /// back (to the buttons).
    private func writing(_ writing: Bool) {
        isWritingNote = writing
        if writing, !noteField.isFocused, screen.topOverlay == nil {
            if !screen.focus(noteField) { isWritingNote = false }
        } else if !writing, noteField.isFocused {
            leaveNote()
        }
    }

    /// Back from the note field (or the related beers) to the buttons, or to nothing when both
    /// are disabled (the screen's keys still work then).
    func leaveNote() {
        if !screen.focus(nextButton), !screen.focus(previousButton) { screen.focus(nil) }
    }
}
