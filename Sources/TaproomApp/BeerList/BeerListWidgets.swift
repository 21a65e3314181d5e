import RxCore
import TerminalUI
import TerminalUIRx
import ViewModels

/// The list screen's widgets, laid out on its `Screen`, and their bindings to the view model:
/// the title bar, the filter (focused) over the column titles and the beers, a
/// status line with the count or the query's error, and the key-hint bar. It only binds: outputs
/// are driven into widgets, and keys and widget events are turned into the view model's actions.
@MainActor
final class BeerListWidgets {
    static let placeholder = "type to filter: ipa abv>6 ibu<30 style:stout brewery:\"…\" country:be fav"

    let screen = Screen(size: .zero)
    let titleBar = TitleBar()
    /// The filter over the beers: it moves the selection while the person types.
    let beers: FilteredList
    let statusLabel = Label("", role: .muted)
    let hintBar: StatusBar

    var filterField: TextField { beers.filterField }
    var list: ListView { beers.list }

    /// The column titles, whether ratings are shown and what the loaded rows hold, as last bound.
    private var titles = BeerColumnTitles(sort: .name)
    private var showsRatings = false
    private var content = BeerColumnContent.unknown
    private let header: ColumnHeader

    init() {
        hintBar = StatusBar()
        var heading: (Int) -> String = { _ in "" }
        header = ColumnHeader { width in heading(width) }
        // Blank until the first page settles: before it (a server still unreachable) nothing is
        // known to be missing; the view model then says why the list is empty.
        beers = FilteredList(placeholder: BeerListWidgets.placeholder, emptyText: "", header: header)
        // Ctrl-F marks the selected beer as a favourite, even from the filter.
        beers.filterField.keysLeftToScreen.insert(.ctrl("f"))
        screen.content = ScreenLayout.make(title: titleBar, body: beers, status: statusLabel, hints: hintBar)
        beers.focusFilter()
        heading = { [weak self] width in
            MainActor.assumeIsolated {
                guard let self else { return "" }
                return self.layout(listWidth: width).header()
            }
        }
    }

    /// What the user typed, for the view model: every edit, starting with the current text.
    var query: Driver<String> { filterField.rx.text.asDriver() }

    /// Drives the screen from the view models; returns the bindings to dispose.
    func bind(_ state: BeerListState, title: TitleState, notice: StatusNotice) -> [Disposable] {
        let list = list
        return [
            ScreenLayout.bind(titleBar, to: title),
            filterField.rx.text <- state.filterText,
            Binder(self) { widgets, ratings in MainActor.assumeIsolated { widgets.showRatings(ratings) } } <- state.showsRatings,
            Binder(self) { widgets, rows in MainActor.assumeIsolated { widgets.show(rows) } } <- state.rows,
            Binder(self) { widgets, titles in MainActor.assumeIsolated { widgets.show(titles) } } <- state.columnTitles,
            Binder(list) { list, text in MainActor.assumeIsolated { list.emptyText = text } } <- state.emptyText,
            state.selection.drive(onNext: { index in MainActor.assumeIsolated { list.select(index) } }),
            statusLabel.rx.text <- notice.over(state.statusText),
            statusLabel.rx.role <- notice.over(ScreenLayout.role(showing: state.errorText)),
        ]
    }

    /// Turns widget events into the view model's actions (the keys are the presenter's keymap).
    func bind(actions: BeerListAction) -> [Disposable] {
        // Rows the wheel brings into view (the selection stays) are loaded too.
        list.onScroll.add { [weak list] top in actions.rowsShown(around: top + (list?.frame.height ?? 1) - 1) }
        return [
            list.rx.itemActivated.bind(onNext: { actions.activate(index: $0) }),
            list.rx.itemSelected.bind(onNext: { actions.selectionMoved(to: $0) }),
        ]
    }

    /// The columns at `listWidth`, for the rows loaded now.
    private func layout(listWidth: Int) -> BeerRowLayout {
        BeerRowLayout(listWidth: listWidth, showsRatings: showsRatings, titles: titles, content: content)
    }

    /// The rows, laid out in columns when drawn (columns as wide as the loaded rows need); a row
    /// whose page is loading shows `…`.
    private func show(_ rows: BeerRows) {
        content = BeerColumnContent(loaded: rows.beers)
        header.setNeedsDisplay()
        // Weak: the list keeps this row closure, which must not keep these widgets.
        list.setRows(count: rows.count) { [weak self] index in
            MainActor.assumeIsolated {
                let layout = self?.layout(listWidth: self?.list.frame.width ?? 80) ?? BeerRowLayout(listWidth: 80)
                return rows[index].map(layout.row) ?? layout.placeholder()
            }
        }
    }

    private func show(_ titles: BeerColumnTitles) {
        self.titles = titles
        header.setNeedsDisplay()
        list.setNeedsDisplay()
    }

    private func showRatings(_ shows: Bool) {
        guard shows != showsRatings else { return }
        showsRatings = shows
        header.setNeedsDisplay()
        list.setNeedsDisplay()
    }
}
