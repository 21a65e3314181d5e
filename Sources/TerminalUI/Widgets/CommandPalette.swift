/// A panel near the top of the screen with a field over a list of choices, as editors' command
/// palettes: typing goes to the field (the app filters the rows, `onQueryChange`), ↑↓ PgUp PgDn
/// ^N move the selection, Enter (or a double click) chooses the selected row, which dismisses
/// the panel and sends its index to `onChoose`; Esc closes it. Each row shows its text on the
/// left, with the characters matched highlighted, and a detail (keys, a brewery) on the right.
///
/// ```swift
/// let palette = CommandPalette(title: "Commands")
/// palette.onQueryChange.add { text in palette.setRows(commands.filter { $0.contains(text) }.map { .init($0) }) }
/// palette.onChoose.add { index in run(index) }
/// screen.present(palette)
/// ```
@MainActor
public final class CommandPalette: Overlay {
    /// One choice: its text, the characters to highlight in it, and a detail on the right.
    public struct Row: Hashable, Sendable {
        public var text: String
        public var highlights: [Range<Int>]
        public var detail: String

        public init(_ text: String, highlights: [Range<Int>] = [], detail: String = "") {
            self.text = text
            self.highlights = highlights
            self.detail = detail
        }
    }

    public let title: String
    /// The field and the rows under it; the field has the focus when the palette opens.
    public let choices: FilteredList
    /// Fires with the field's text whenever it changes.
    public let onQueryChange = Handlers<String>()
    /// Fires with the chosen row's index after the palette is dismissed.
    public let onChoose = Handlers<Int>()
    public private(set) var rows: [Row] = []

    public init(title: String = "Commands", placeholder: String = "") {
        self.title = title
        choices = FilteredList(prompt: "> ", placeholder: placeholder, emptyText: "Nothing matches")
        super.init()
        addSubview(choices)
        choices.filterField.onChange.add { [weak self] text in self?.onQueryChange.send(text) }
        choices.list.onActivate.add { [weak self] index in self?.choose(index) }
    }

    public override var initialFocus: View? { choices.filterField }

    /// Shows `rows`, the first selected (the best match, when they are ranked).
    public func setRows(_ rows: [Row]) {
        self.rows = rows
        let list = choices.list
        list.setRows(count: rows.count) { [weak list] index in
            MainActor.assumeIsolated {
                // Less the scroll bar's column when the rows do not all fit.
                let frame = list?.frame ?? .zero
                return Self.listRow(rows[index], width: frame.width - (rows.count > frame.height ? 1 : 0))
            }
        }
        if !rows.isEmpty { list.select(0) }
    }

    /// The row's text, then its detail at the right edge (the text is cut first).
    private static func listRow(_ row: Row, width: Int) -> ListRow {
        let detail = row.detail.isEmpty ? "" : " " + DisplayWidth.truncate(row.detail, toWidth: max(0, width / 2 - 1))
        let text = DisplayWidth.truncate(row.text, toWidth: max(0, width - detail.displayWidth - 1))
        let padding = String(repeating: " ", count: max(1, width - text.displayWidth - detail.displayWidth))
        return ListRow(text + padding + detail, highlights: row.highlights.filter { $0.upperBound <= text.count })
    }

    /// Near the top, as wide as reads well (the whole width when narrow), tall enough for a page of rows.
    public override func preferredFrame(in size: Size) -> Rect {
        let width = min(size.width, max(min(40, size.width), min(76, size.width - 4)))
        let height = min(size.height, max(min(6, size.height), min(20, size.height - 4)))
        return Rect(x: max(0, (size.width - width) / 2), y: max(0, min(2, size.height - height)),
                    width: width, height: height)
    }

    public override func layoutSubviews() {
        choices.frame = Rect(size: frame.size).inset(by: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
    }

    public override func handle(key: Key) -> Bool {
        switch key {
        case .escape: dismiss()
        case .enter: if let index = choices.list.selectedIndex { choose(index) }
        default: return false
        }
        return true
    }

    private func choose(_ index: Int) {
        dismiss()
        onChoose.send(index)
    }

    public override func render(_ painter: Painter) {
        let theme = painter.theme
        painter.fill(style: theme.normal)
        Box.drawBorder(painter, title: title, style: theme.accent, titleStyle: theme.title)
    }
}
