import RxCore
import TerminalUI
import TerminalUIRx
import ViewModels

/// The journal screen's widgets: the title bar, the filter over the check-ins (date, beer,
/// brewery, style, rating, serving), a status line with the count or why it is empty, and the
/// key-hint bar. It only binds.
@MainActor
final class JournalWidgets {
    static let placeholder = "type to filter: since:2026-01 until:2026-06 style:stout brewery:\"…\" orval"

    let screen = Screen(size: .zero)
    let titleBar = TitleBar()
    let entries: FilteredList
    let statusLabel = Label("", role: .muted)
    let hintBar = StatusBar()

    var filterField: TextField { entries.filterField }
    var list: ListView { entries.list }

    init() {
        entries = FilteredList(prompt: "Journal ", placeholder: Self.placeholder, emptyText: "")
        screen.content = ScreenLayout.make(title: titleBar, body: entries, status: statusLabel, hints: hintBar)
        entries.focusFilter()
    }

    /// What the person typed, every edit, starting with the current text.
    var query: Driver<String> { filterField.rx.text.asDriver() }

    func bind(_ model: JournalViewModel, title: TitleState, notice: StatusNotice) -> [Disposable] {
        let list = list
        return [
            ScreenLayout.bind(titleBar, to: title),
            model.filterText.emit(onNext: { [filterField] text in MainActor.assumeIsolated { filterField.text = text } }),
            Binder(list) { list, rows in
                MainActor.assumeIsolated {
                    // Weak: the list keeps this row closure, which must not keep the list.
                    list.setRows(count: rows.count) { [weak list] index in
                        MainActor.assumeIsolated { ListRow(Self.line(rows[index], width: list?.frame.width ?? 80)) }
                    }
                }
            } <- model.rows,
            Binder(list) { list, text in MainActor.assumeIsolated { list.emptyText = text ?? "" } } <- model.messageText,
            statusLabel.rx.text <- notice.over(model.countText),
        ]
    }

    /// Moving down the list loads the next page near its end; Enter (or a double click) opens the beer.
    func bind(actions model: JournalViewModel) -> [Disposable] {
        list.onScroll.add { [weak list] top in model.rowsShown(upTo: top + (list?.frame.height ?? 1) - 1) }
        return [
            list.rx.itemSelected.bind(onNext: { model.rowsShown(upTo: $0) }),
            list.rx.itemActivated.bind(onNext: { model.open(index: $0) }),
        ]
    }

    /// "2026-11-20  Orval  Brasserie d'Orval  Belgian Pale Ale  ★ 3.75  draught": the day, then the
    /// beer, the brewery and the style sharing what the rating and the serving leave, 2:1:1;
    /// below 60 columns the style and the serving go.
    static func line(_ row: JournalRow, width: Int) -> String {
        func padded(_ text: String, _ width: Int) -> String {
            let cut = DisplayWidth.truncate(text, toWidth: width)
            return cut + String(repeating: " ", count: max(0, width - cut.displayWidth))
        }
        let isWide = width >= 60
        let tail = padded(row.rating, 6) + (isWide ? "  " + padded(row.serving, 7) : "")
        // Two columns stay free for the scroll indicator, as in the beer list.
        let room = max(0, width - 2 - row.day.displayWidth - 2 - tail.displayWidth - 2)
        let texts = isWide ? [row.beer, row.brewery, row.style] : [row.beer, row.brewery]
        // Shared by weight alone, never by what a row's texts need, so every row's columns line up.
        let available = max(0, room - 2 * (texts.count - 1))
        let widths = BeerRowLayout.share(available, wanted: texts.map { _ in available }, weights: isWide ? [2, 1, 1] : [2, 1])
        let columns = zip(texts, widths).map { padded($0, $1) }
        return ([row.day] + columns + [tail]).joined(separator: "  ")
    }
}
