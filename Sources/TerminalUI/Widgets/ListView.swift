/// A scrolling, selectable list of rows produced on demand by a closure.
///
/// Virtualised: only the rows on screen are asked for, so 100,000 rows cost what 100 do.
/// Keys: Up/Down (and Ctrl-N; Ctrl-P is left to apps), PgUp/PgDn, Home/End (and Ctrl-Home/Ctrl-End) move the
/// selection and keep it visible;
/// Enter activates. Mouse: click selects, double click activates, the wheel scrolls.
@MainActor
public final class ListView: View {
    public private(set) var rowCount = 0
    private var rowProvider: (Int) -> ListRow = { _ in ListRow("") }

    /// Selected row, nil when the list is empty.
    public private(set) var selectedIndex: Int?
    /// First visible row.
    public private(set) var topIndex = 0

    /// Shown (muted, centred, wrapped) when there are no rows.
    public var emptyText: String { didSet { setNeedsDisplay() } }
    /// Draws the selected row in the full selection style even while another view (say, a
    /// filter field driving this list) has the focus; by default it is dimmed then.
    public var highlightsSelectionWithoutFocus = false { didSet { setNeedsDisplay() } }
    /// Whether the selected row is drawn at all while the list does not have the focus (a list
    /// of links under a text shows its selection only once it is chosen).
    public var showsSelectionWithoutFocus = true { didSet { setNeedsDisplay() } }
    /// Rows the mouse wheel scrolls per notch.
    public var wheelStep = 3

    /// Fires with the new selected index when the selection moves.
    public let onSelectionChange = Handlers<Int>()
    /// Fires with the new first visible row when the list scrolls without the selection moving
    /// (the mouse wheel), so a list whose rows load on demand can load them.
    public let onScroll = Handlers<Int>()
    /// Fires with the row index on Enter or double click.
    public let onActivate = Handlers<Int>()

    public init(emptyText: String = "Nothing here") {
        self.emptyText = emptyText
        super.init()
    }

    public override var canFocus: Bool { true }

    /// Set for a list the screen should not focus by itself (a list of links below a text,
    /// which would scroll the page to show its selection).
    public var isFocusedOnlyWhenChosen = false
    public override var takesFocusOnlyWhenChosen: Bool { isFocusedOnlyWhenChosen }

    /// Replaces the rows: `count` of them, each built by `row` when it is about to be drawn.
    /// The selection is kept (clamped) so a refreshed list does not jump back to the top, and so
    /// is the scroll position while the selection stays (rows loading where the wheel went).
    public func setRows(count: Int, row: @escaping (Int) -> ListRow) {
        rowCount = max(0, count)
        rowProvider = row
        let previous = selectedIndex
        selectedIndex = rowCount == 0 ? nil : min(previous ?? 0, rowCount - 1)
        topIndex = min(topIndex, max(0, rowCount - visibleRowCount))
        if selectedIndex != previous { scrollToSelection() }
        setNeedsDisplay()
        if let selectedIndex, selectedIndex != previous { onSelectionChange.send(selectedIndex) }
    }

    /// Convenience for an array of items and a closure that turns one into a row.
    public func setItems<Item>(_ items: [Item], row: @escaping (Item) -> ListRow) {
        setRows(count: items.count) { row(items[$0]) }
    }

    /// Moves the selection (clamped) and scrolls it into view.
    public func select(_ index: Int) {
        guard rowCount > 0 else { return }
        let clamped = min(max(0, index), rowCount - 1)
        guard clamped != selectedIndex else {
            scrollToSelection()
            setNeedsDisplay()
            return
        }
        selectedIndex = clamped
        scrollToSelection()
        setNeedsDisplay()
        onSelectionChange.send(clamped)
    }

    /// Scrolls without moving the selection.
    public func scroll(by rows: Int) {
        let maxTop = max(0, rowCount - visibleRowCount)
        let next = min(max(0, topIndex + rows), maxTop)
        guard next != topIndex else { return }
        topIndex = next
        setNeedsDisplay()
        onScroll.send(next)
    }

    private var visibleRowCount: Int { max(1, frame.height) }

    private func scrollToSelection() {
        guard let selectedIndex else { topIndex = 0; return }
        if selectedIndex < topIndex { topIndex = selectedIndex }
        if selectedIndex >= topIndex + visibleRowCount { topIndex = selectedIndex - visibleRowCount + 1 }
        topIndex = max(0, min(topIndex, max(0, rowCount - visibleRowCount)))
    }

    public override func layoutSubviews() { scrollToSelection() }

    public override func handle(key: Key) -> Bool {
        guard rowCount > 0 else { return false }
        let current = selectedIndex ?? 0
        let page = max(1, visibleRowCount - 1)
        switch key {
        case .up: select(current - 1)
        case .down, .ctrl("n"): select(current + 1)
        case .pageUp: select(current - page)
        case .pageDown: select(current + page)
        case .home, .ctrlHome: select(0)
        case .end, .ctrlEnd: select(rowCount - 1)
        case .enter: onActivate.send(current)
        case .mouse(let event):
            switch event.kind {
            // A list with every row in view leaves the wheel to what is around it (a page it sits in).
            case .wheelUp where rowCount <= visibleRowCount, .wheelDown where rowCount <= visibleRowCount: return false
            case .wheelUp: scroll(by: -wheelStep)
            case .wheelDown: scroll(by: wheelStep)
            case .click, .doubleClick:
                let index = topIndex + event.point.y
                guard event.point.y >= 0, index < rowCount else { return false }
                select(index)
                if event.kind == .doubleClick { onActivate.send(index) }
            }
        default: return false
        }
        return true
    }

    // MARK: Drawing

    /// Whether a scroll indicator column is drawn at the right edge.
    private func showsIndicator(_ painter: Painter) -> Bool {
        rowCount > painter.height && painter.width >= 2 && painter.height >= 1
    }

    public override func render(_ painter: Painter) {
        let theme = painter.theme
        guard rowCount > 0 else {
            // Wrapped and centred, so a narrow list still shows all of it.
            let lines = TextLayout.wrap(emptyText, width: max(1, painter.width)).prefix(max(1, painter.height))
            let top = max(0, (painter.height - lines.count) / 2)
            for (row, line) in lines.enumerated() {
                let text = DisplayWidth.truncate(line, toWidth: painter.width)
                let x = TextLayout.offset(for: .center, lineWidth: text.displayWidth, in: painter.width)
                painter.put(text, at: Point(x: x, y: top + row), style: theme.muted)
            }
            return
        }
        let indicator = showsIndicator(painter)
        let textWidth = painter.width - (indicator ? 1 : 0)
        let lastRow = min(rowCount, topIndex + painter.height)
        guard topIndex < lastRow else { return }
        for index in topIndex..<lastRow {
            let y = index - topIndex
            let row = rowProvider(index)
            let isSelected = index == selectedIndex && (isFocused || showsSelectionWithoutFocus)
            let fullSelection = isFocused || highlightsSelectionWithoutFocus
            let base = isSelected ? (fullSelection ? theme.selected : theme.selected.adding(.dim)) : theme[row.role]
            let line = Rect(x: 0, y: y, width: textWidth, height: 1)
            painter.fill(line, style: base)
            drawRow(row, in: line, base: base, highlight: isSelected ? base.adding([.bold, .underline]) : theme.matchHighlight, painter)
        }
        if indicator { drawIndicator(painter) }
    }

    private func drawRow(_ row: ListRow, in line: Rect, base: Style, highlight: Style, _ painter: Painter) {
        let fits = row.text.displayWidth <= line.width
        let text = fits ? row.text : DisplayWidth.truncate(row.text, toWidth: line.width)
        var x = 0
        for (offset, character) in text.enumerated() {
            let isEllipsis = !fits && offset == text.count - 1
            let highlighted = !isEllipsis && row.highlights.contains { $0.contains(offset) }
            x += painter.put(String(character), in: Rect(x: x, y: line.y, width: line.width - x, height: 1),
                             style: highlighted ? highlight : base)
        }
    }

    /// A one-column scroll bar: a track with a thumb sized and placed by the visible fraction.
    private func drawIndicator(_ painter: Painter) {
        let height = painter.height
        let x = painter.width - 1
        let thumbLength = max(1, height * height / rowCount)
        let maxTop = max(1, rowCount - height)
        let thumbStart = (height - thumbLength) * min(topIndex, maxTop) / maxTop
        for y in 0..<height {
            let inThumb = y >= thumbStart && y < thumbStart + thumbLength
            painter.put(inThumb ? "█" : "│", at: Point(x: x, y: y), style: inThumb ? painter.theme.accent : painter.theme.muted)
        }
    }
}
